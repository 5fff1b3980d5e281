import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-placeholder';

export const Route = createFileRoute('/verify-email')({ component: () => <Placeholder title="Verify your email" /> });
