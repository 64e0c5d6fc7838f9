import { Button, Card, CardContent, Typography } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useWhatsAppSettings } from '../messages/use-whatsapp-settings';

/** How many customers hear from the kitchen on WhatsApp, with the way to their conversations; nothing until known. */
export function WhatsAppCustomers() {
  const translate = useTranslate();
  const { data } = useWhatsAppSettings();
  if (!data) return null;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <ForumIcon color="primary" aria-hidden />
        <Typography sx={{ flex: '1 1 200px' }} data-testid="whatsapp-customers-on">
          {translate('hk.messages.customersOn', { count: data.customersOn })}
        </Typography>
        <Button component={Link} to="/messages" size="small">
          {translate('hk.dashboard.openMessages')}
        </Button>
      </CardContent>
    </Card>
  );
}
