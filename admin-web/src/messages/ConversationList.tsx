import { useState } from 'react';
import { Box, Card, CardContent, List, ListItem, ListItemButton, Pagination, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { formatDateTime } from '../lib/format';
import { WhatsAppChip } from './WhatsAppChip';
import { CONVERSATIONS, conversationName, conversationPath, type ConversationSummary } from './whatsapp';

const PER_PAGE = 25;

function ConversationRow({ conversation, selected }: { conversation: ConversationSummary; selected: boolean }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={conversationPath(conversation.phone)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, py: 1.25 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography fontWeight={600} noWrap sx={{ minWidth: 0 }}>
            {conversationName(conversation)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {conversation.lastMessagePreview}
        </Typography>
        <Box>
          <WhatsAppChip on={conversation.whatsappOn} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** Every conversation, the latest activity first, read again now and then; the open one is marked. */
export function ConversationList({ selected }: { selected?: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<ConversationSummary>(
    CONVERSATIONS,
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'lastMessageAt', order: 'DESC' } },
    { refetchInterval: 10_000 },
  );
  const pages = Math.ceil((total ?? 0) / PER_PAGE);

  return (
    <Card component="section" aria-labelledby="conversations-title" sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id="conversations-title" variant="h6" component="h2">
          {translate('hk.messages.conversations')}
        </Typography>
      </CardContent>
      {isPending && <PageLoading />}
      {!isPending && !data?.length && (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="conversations-empty">
          {translate('hk.messages.empty')}
        </Typography>
      )}
      {!!data?.length && (
        <List aria-labelledby="conversations-title" disablePadding>
          {data.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} selected={conversation.phone === selected} />
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ my: 1.5, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          size="small"
        />
      )}
    </Card>
  );
}
