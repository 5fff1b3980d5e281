import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../ui/button';

/** The router's default error screen (docs/product.md#screens-and-routes), with a retry that re-runs the loaders. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();

  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-600">
        {error instanceof Error && error.message ? error.message : 'Something went wrong.'}
      </p>
      <Button className="mt-6" onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </section>
  );
}
