import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-placeholder';

export const Route = createFileRoute('/forgot-password')({ component: () => <Placeholder title="Forgot password" /> });
