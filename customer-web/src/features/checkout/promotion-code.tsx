import { useTranslation } from '../../i18n/use-translation';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { api, messageOf } from '../../lib/api-client';
import type { PromotionQuote } from '../../lib/api-types';
import '../../i18n/sections/checkout';

interface Props {
  applied: PromotionQuote | null;
  onChange: (quote: PromotionQuote | null) => void;
}

/** The checkout's promotion code: the server says what it takes off the cart, or why it cannot be used. */
export function PromotionCode({ applied, onChange }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  /** Enter in the field applies the code rather than submitting the checkout form around it. */
  async function apply(event?: { preventDefault(): void }) {
    event?.preventDefault();
    if (!code.trim()) {
      setError(t('checkout.promoEnter'));
      return;
    }
    setChecking(true);
    setError('');
    try {
      onChange(await api.post<PromotionQuote>('/promotions/quote', { code: code.trim() }));
    } catch (caught) {
      setError(messageOf(caught, t('checkout.promoCheckFailed')));
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }} role="status">
        <LocalOfferOutlinedIcon color="success" aria-hidden />
        <Typography sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <strong>{applied.code}</strong> {t('checkout.promoApplied', { description: applied.description })}
        </Typography>
        <Button size="small" onClick={() => onChange(null)}>
          {t('checkout.promoRemove')}
        </Button>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        label={t('checkout.promoLabel')}
        size="small"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void apply(event);
        }}
        error={Boolean(error)}
        helperText={error || undefined}
        slotProps={{
          htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false },
          formHelperText: { role: error ? 'alert' : undefined },
        }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={() => apply()} disabled={checking} sx={{ height: 40 }}>
        {checking ? t('checkout.promoChecking') : t('checkout.promoApply')}
      </Button>
    </Box>
  );
}
