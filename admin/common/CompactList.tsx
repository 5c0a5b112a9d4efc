import { Box, Checkbox, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { BulkActionsToolbar, ListNoResults, RecordContextProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

type Text = string | ((record: RaRecord) => ReactNode);

/** What a phone row shows: a title, a line or two of detail, a corner note and a chip. */
export interface CompactRow {
  primary: Text;
  /** The title wraps onto a second line instead of being cut (people's names on the phone lead list, issue 40). */
  wrapPrimary?: boolean;
  secondary?: Text;
  tertiary?: Text;
  /** Rendered in the record's context, e.g. <StatusChip /> or <FlagChip source="published" />. */
  chip?: ReactElement;
}

const show = (text: Text | undefined, record: RaRecord): ReactNode =>
  text === undefined ? null : typeof text === 'function' ? text(record) : (record[text] as ReactNode);

/**
 * The phone form of a list: one row per record, the whole row a link (>= 56 px) and a checkbox
 * beside it (not inside it: nested controls confuse screen readers) when bulk actions exist.
 */
export function CompactList({ row, rowPath, bulkActionButtons }: { row: CompactRow; rowPath?: (id: Identifier) => string; bulkActionButtons?: ReactNode }) {
  const { data, isPending, selectedIds = [], onToggleItem } = useListContext();
  if (isPending) return <LinearProgress aria-label="Loading" sx={{ m: 2 }} />;
  if (!data?.length) return <ListNoResults />;
  return (
    <Box sx={{ position: 'relative' }}>
      {bulkActionButtons && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <List disablePadding data-testid="compact-list">
        {data.map((record) => {
          const title = show(row.primary, record);
          const body = (
            // A wrapping title takes the row's whole width; the chip and the note go under it (issue 40).
            <Stack direction={row.wrapPrimary ? 'column' : 'row'} spacing={row.wrapPrimary ? 0.5 : 1} sx={{ alignItems: row.wrapPrimary ? 'stretch' : 'center', width: '100%', minWidth: 0 }}>
              <ListItemText
                sx={{ minWidth: 0, my: 0 }}
                primary={title}
                secondary={show(row.secondary, record)}
                slotProps={{ primary: { noWrap: !row.wrapPrimary, sx: { fontWeight: 600, ...(row.wrapPrimary ? { overflowWrap: 'break-word' } : {}) } }, secondary: { noWrap: !row.wrapPrimary, component: 'div' } }}
              />
              <Stack direction={row.wrapPrimary ? 'row' : 'column'} spacing={0.5} sx={{ alignItems: row.wrapPrimary ? 'center' : 'flex-end', flexShrink: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
                {row.chip}
                {row.tertiary && (
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {show(row.tertiary, record)}
                  </Typography>
                )}
              </Stack>
            </Stack>
          );
          return (
            <RecordContextProvider value={record} key={record.id}>
              <ListItem divider disablePadding sx={{ minHeight: 64 }}>
                {bulkActionButtons && (
                  <Checkbox
                    checked={selectedIds.includes(record.id)}
                    onChange={() => onToggleItem(record.id)}
                    slotProps={{ input: { 'aria-label': `Select ${typeof title === 'string' ? title : `#${record.id}`}` } }}
                    sx={{ ml: 0.5, p: 1.5 }}
                  />
                )}
                {rowPath ? (
                  <ListItemButton component={Link} to={rowPath(record.id)} sx={{ minHeight: 64, py: 1, minWidth: 0 }}>
                    {body}
                  </ListItemButton>
                ) : (
                  <Box sx={{ px: 2, py: 1, width: '100%', minWidth: 0 }}>{body}</Box>
                )}
              </ListItem>
            </RecordContextProvider>
          );
        })}
      </List>
    </Box>
  );
}
