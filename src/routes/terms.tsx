import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-placeholder';

export const Route = createFileRoute('/terms')({ component: () => <Placeholder title="Terms of Service" /> });
