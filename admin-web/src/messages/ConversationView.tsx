import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatPhone } from '@home-kitchen/api';
import { PageLoading } from '../layout/PageLoading';
import { MessageBubble } from './MessageBubble';
import { ReplyBox } from './ReplyBox';
import { WhatsAppChip } from './WhatsAppChip';
import { CONVERSATIONS, conversationName, type Conversation, type ConversationSummary, type WhatsAppMessage } from './whatsapp';

/** The messages oldest first, scrolled to the newest whenever one arrives. */
function MessageThread({ messages }: { messages: WhatsAppMessage[] }) {
  const translate = useTranslate();
  const thread = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  if (!messages.length) return <Typography color="text.secondary">{translate('hk.messages.noMessages')}</Typography>;
  return (
    <Box
      component="ol"
      ref={thread}
      aria-labelledby="conversation-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        m: 0,
        p: 1.5,
        bgcolor: 'grey.100',
        borderRadius: 2,
        // On a laptop the thread scrolls inside the card so the reply box stays in view; a phone scrolls the page.
        maxHeight: { sm: '60vh' },
        overflowY: { sm: 'auto' },
      }}
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
    </Box>
  );
}

/** One conversation: who it is, each message with its delivery status, and the reply box with the 24-hour window. */
export function ConversationView({ phone, showBack }: { phone: string; showBack: boolean }) {
  const translate = useTranslate();
  // react-admin fills its cache with the list's row for this number (no messages) until the conversation arrives.
  const { data, isPending, isError, refetch } = useGetOne<Conversation | ConversationSummary>(
    CONVERSATIONS,
    { id: phone },
    { refetchInterval: 5_000 },
  );
  const messages = data && 'messages' in data ? data.messages : undefined;

  return (
    <Card component="section" aria-labelledby="conversation-title" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {showBack && (
          <Box>
            <Button component={Link} to="/messages" startIcon={<ArrowBackIcon />} size="small">
              {translate('hk.messages.allConversations')}
            </Button>
          </Box>
        )}
        {isPending && <PageLoading />}
        {isError && <Alert severity="error">{translate('hk.messages.loadFailed')}</Alert>}
        {data && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography id="conversation-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('hk.messages.conversationWith', { name: conversationName(data) })}
                </Typography>
                {data.customerName && (
                  <Typography variant="body2" color="text.secondary">
                    {formatPhone(data.phone)}
                  </Typography>
                )}
              </Box>
              <WhatsAppChip on={data.whatsappOn} />
            </Box>
            {messages ? <MessageThread messages={messages} /> : <PageLoading />}
            <ReplyBox
              key={phone}
              phone={phone}
              name={conversationName(data)}
              windowClosesAt={data.windowClosesAt}
              onAnswered={() => void refetch()}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
