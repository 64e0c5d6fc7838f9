import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';

/** The records of the list's page as a column of cards (each an `li`), for screens too narrow for the table. */
export function RecordCards<RecordType extends RaRecord>({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (record: RecordType) => ReactNode;
}) {
  const { data, isPending } = useListContext<RecordType>();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5, m: 0 }}>
      {data.map(children)}
    </Box>
  );
}
