import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useIsPhone } from '../lib/use-is-phone';
import { AutoReplySettings } from './AutoReplySettings';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { WhatsAppSummary } from './WhatsAppSummary';

function ChooseConversation() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary">{translate('hk.messages.choose')}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Messages: WhatsApp conversations with customers. A phone shows the list, or one conversation with a way back; a
 * laptop shows the list beside the open conversation. The auto-reply text sits under them.
 */
export default function MessagesPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { phone } = useParams<{ phone?: string }>();
  const reading = isPhone && phone;

  return (
    <Box sx={{ mt: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('hk.messages.title')} />
      {!reading && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('hk.messages.intro')}
          </Typography>
          <WhatsAppSummary />
        </>
      )}
      {isPhone ? (
        phone ? (
          <ConversationView phone={phone} showBack />
        ) : (
          <ConversationList />
        )
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
          <ConversationList selected={phone} />
          {phone ? <ConversationView phone={phone} showBack={false} /> : <ChooseConversation />}
        </Box>
      )}
      {!reading && <AutoReplySettings />}
    </Box>
  );
}
