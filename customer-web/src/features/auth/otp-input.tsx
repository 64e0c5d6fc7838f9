import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import Box from '@mui/material/Box';
import { OTP_LENGTH, sanitiseOtp } from './otp';
import '../../i18n/sections/verifyOtp';

interface OtpInputProps {
  value: string;
  onChange: (next: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const BOX_INDEXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

/** Six one-digit boxes that behave as one field: typing moves forward, Backspace moves back, a pasted code fills them all. */
export function OtpInput({ value, onChange, invalid = false, describedBy, disabled = false }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const target = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    target?.focus();
    target?.select();
  };

  const fillFrom = (index: number, digits: string) => {
    const start = Math.min(index, value.length);
    const next = sanitiseOtp(value.slice(0, start) + digits + value.slice(start + digits.length));
    onChange(next);
    focusBox(start + digits.length);
  };

  const handleInput = (index: number, raw: string) => {
    const digits = sanitiseOtp(raw);
    if (!digits) {
      if (raw === '') onChange(value.slice(0, index) + value.slice(index + 1));
      return;
    }
    fillFrom(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = sanitiseOtp(event.clipboardData.getData('text'));
    if (!digits) return;
    if (digits.length === OTP_LENGTH) {
      onChange(digits);
      focusBox(OTP_LENGTH - 1);
      return;
    }
    fillFrom(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1) + value.slice(index));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <Box role="group" aria-label={t('verifyOtp.code')} sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}>
      {BOX_INDEXES.map((index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={value[index] ?? ''}
          onChange={(event) => handleInput(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verifyOtp.digit', { position: index + 1, length: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          sx={{
            width: { xs: 42, sm: 52 },
            height: { xs: 52, sm: 60 },
            textAlign: 'center',
            fontSize: '1.5rem',
            fontWeight: 600,
            borderRadius: 1,
            border: 2,
            borderColor: invalid ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            outline: 'none',
            '&:focus': { borderColor: 'primary.main' },
          }}
        />
      ))}
    </Box>
  );
}
