import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { KITCHEN_TIME_ZONE } from '../lib/format';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { replyWindow } from './whatsapp';

/** The time now, read again every half minute: the window note turns to 'closed' while the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface ReplyBoxProps {
  phone: string;
  name: string;
  windowClosesAt: string | null;
  /** The server has answered, sent or refused: the conversation is read again (the reply, or a window that closed). */
  onAnswered: () => void;
}

/** A free-form reply, open until 24 hours after the customer's last message and disabled, saying why, after that. */
export function ReplyBox({ phone, name, windowClosesAt, onAnswered }: ReplyBoxProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const note = replyWindow(windowClosesAt, useNow(), KITCHEN_TIME_ZONE);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || !note.open) return;
    setSending(true);
    setRefusal(undefined);
    try {
      await dataProvider.replyOnWhatsApp(phone, text.trim());
      setText('');
      notify('hk.messages.sent', { type: 'success' });
    } catch (error) {
      setRefusal(errorMessage(error) ?? translate('hk.messages.sendFailed'));
    } finally {
      setSending(false);
      onAnswered();
    }
  };

  return (
    <Box component="form" onSubmit={send} aria-label={translate('hk.messages.replyLabel', { name })} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id="reply-window"
        variant="body2"
        data-testid="reply-window"
        sx={{ color: note.open ? 'text.secondary' : 'warning.dark', fontWeight: note.open ? 400 : 600 }}
      >
        {translate(note.key, note.values)}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          label={translate('hk.messages.reply')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={!note.open || sending}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 4096, 'aria-describedby': 'reply-window' } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!note.open || sending || !text.trim()}>
          {translate(sending ? 'hk.messages.sending' : 'hk.messages.send')}
        </Button>
      </Box>
    </Box>
  );
}
