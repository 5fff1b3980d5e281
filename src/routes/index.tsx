import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useRequestAccess } from './-request-access';

export const Route = createFileRoute('/')({ component: Landing });

function Landing() {
  const { open } = useRequestAccess();
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight">Logistics API</h1>
      <Button className="mt-6" onClick={open}>
        Request API Access
      </Button>
    </section>
  );
}
