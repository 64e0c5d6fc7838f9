import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function PromotionsPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('hk.promotions.title')} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('hk.promotions.title')}
        </Typography>
        <Typography color="text.secondary">{translate('hk.promotions.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
}
