import { Box, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';
import { deliveryText, type WhatsAppMessage } from './whatsapp';

// Named for screen readers, blank on the screen: the bubble's side and colour say it to the eye.
const hiddenLabel = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function StatusIcon({ message }: { message: WhatsAppMessage }) {
  const size = { fontSize: 16 };
  if (message.fallback) return <MailOutlineIcon sx={size} aria-hidden />;
  if (message.status === 'FAILED') return <ErrorOutlineIcon sx={size} aria-hidden />;
  if (message.status === 'READ') return <DoneAllIcon sx={{ ...size, color: 'info.main' }} aria-hidden />;
  if (message.status === 'DELIVERED') return <DoneAllIcon sx={size} aria-hidden />;
  if (message.status === 'SENT') return <DoneIcon sx={size} aria-hidden />;
  return <ScheduleIcon sx={size} aria-hidden />;
}

/** What became of a message the kitchen sent: Sent, Delivered, Read, Failed with WhatsApp's code and reason, or e-mail. */
function DeliveryStatus({ message }: { message: WhatsAppMessage }) {
  const translate = useTranslate();
  const text = deliveryText(message);
  if (!text) return null;
  const failed = message.status === 'FAILED' && !message.fallback;
  return (
    <Typography
      variant="caption"
      data-testid="message-status"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: failed ? 'error.dark' : 'text.secondary' }}
    >
      <StatusIcon message={message} />
      {translate(text.key, text.values)}
    </Typography>
  );
}

/** One message: the customer's on the left, the kitchen's on the right in WhatsApp's green, with its template and status. */
export function MessageBubble({ message }: { message: WhatsAppMessage }) {
  const translate = useTranslate();
  const fromKitchen = message.direction === 'OUT';
  return (
    <Box
      component="li"
      data-testid="whatsapp-message"
      data-direction={message.direction}
      sx={{
        listStyle: 'none',
        alignSelf: fromKitchen ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '88%', sm: '75%' },
        minWidth: 0,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        borderTopRightRadius: fromKitchen ? 0 : undefined,
        borderTopLeftRadius: fromKitchen ? undefined : 0,
        // WhatsApp's own light green for what the kitchen sent, so the page reads like the chat the customer sees.
        bgcolor: fromKitchen ? '#dcf5d4' : 'background.paper',
        border: 1,
        borderColor: fromKitchen ? '#b9dfae' : 'divider',
      }}
    >
      <Box component="span" sx={hiddenLabel}>
        {translate(fromKitchen ? 'hk.messages.kitchenSent' : 'hk.messages.customerSaid')}:
      </Box>
      {message.template && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {translate('hk.messages.template', { name: message.template })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', columnGap: 1, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Typography>
        <DeliveryStatus message={message} />
      </Box>
    </Box>
  );
}
