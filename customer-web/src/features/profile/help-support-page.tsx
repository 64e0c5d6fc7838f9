import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { FAQS, filterFaqs } from './help-content';
import { SectionHeading } from './section-heading';
import '../../i18n/sections/help';

export function HelpSupportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const faqs = filterFaqs(FAQS, search);

  return (
    <>
      <SectionHeading title={t('help.title')} />
      <TextField
        fullWidth
        type="search"
        label={t('help.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 3 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
        {t('help.faqTitle')}
      </Typography>
      <Box sx={{ mb: 4 }} aria-live="polite">
        {faqs.length === 0 ? (
          <Typography color="text.secondary">{t('help.noMatch', { search: search.trim() })}</Typography>
        ) : (
          faqs.map((faq) => (
            <Accordion key={faq.question} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography fontWeight={600}>{faq.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{faq.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Box>
      <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
        {t('help.contactTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <ContactCard Icon={PhoneOutlinedIcon} title={t('help.phoneTitle')} text={t('help.phoneText')}>
          <Button component={RouterLink} to="/contact" size="small">
            {t('help.requestCall')}
          </Button>
        </ContactCard>
        <ContactCard Icon={EmailOutlinedIcon} title={t('help.emailTitle')} text={t('help.emailText')}>
          <Button component={RouterLink} to="/contact" size="small">
            {t('help.sendMessage')}
          </Button>
        </ContactCard>
        <ContactCard Icon={ChatBubbleOutlineIcon} title={t('help.chatTitle')} text={t('help.chatText')}>
          <Button size="small" disabled>
            {t('help.startChat')}
          </Button>
        </ContactCard>
      </Box>
    </>
  );
}

function ContactCard({
  Icon,
  title,
  text,
  children,
}: {
  Icon: typeof PhoneOutlinedIcon;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Icon color="primary" aria-hidden />
      <Typography component="h3" fontWeight={700}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {text}
      </Typography>
      <Box>{children}</Box>
    </Paper>
  );
}
