import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-placeholder';

export const Route = createFileRoute('/privacy')({ component: () => <Placeholder title="Privacy Policy" /> });
