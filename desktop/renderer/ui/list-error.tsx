import { Alert, Button } from 'antd';

interface FailedQuery {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A list that could not load: the reason, and a way to try again. Nothing while the query is fine. */
export function ListError({ query }: { query: FailedQuery }) {
  if (!query.isError || !query.error) return null;
  return (
    <Alert
      className="list-error"
      type="error"
      showIcon
      title={query.error.message}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      }
    />
  );
}
