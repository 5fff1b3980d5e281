import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-placeholder';

export const Route = createFileRoute('/signup')({ component: () => <Placeholder title="Join as Delivery Partner" /> });
