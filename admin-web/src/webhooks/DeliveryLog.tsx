import { Fragment, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useGetList, useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { AttemptList } from './AttemptList';
import { ResendButton } from './ResendButton';
import { deliveryStateKey, logRefreshMs, nextTry, STATE_COLORS, type WebhookDelivery, type WebhookEndpoint } from './webhooks';

const PER_PAGE = 20;

// Named for screen readers, blank on the screen: the column's buttons say what they do.
const hiddenHeading = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function StateChip({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATE_COLORS[delivery.state]} label={translate(deliveryStateKey(delivery))} data-testid="delivery-state" />
  );
}

function eventOf(delivery: WebhookDelivery): string {
  return delivery.eventType ?? delivery.eventId;
}

/** One delivery on a laptop: a row, and under it its tries when opened. */
function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const none = translate('hk.webhooks.none');
  const triesId = `delivery-${delivery.id}-tries`;
  const event = eventOf(delivery);
  return (
    <Fragment>
      <TableRow data-testid="delivery" sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={open ? triesId : undefined}
            aria-label={translate('hk.webhooks.showTries', { event, id: delivery.id })}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {event}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('hk.webhooks.delivery', { id: delivery.id })}
          </Typography>
        </TableCell>
        <TableCell>{delivery.sequence ?? none}</TableCell>
        <TableCell>
          <StateChip delivery={delivery} />
        </TableCell>
        <TableCell data-testid="delivery-tries">{delivery.attemptCount}</TableCell>
        <TableCell>{nextTry(delivery) || none}</TableCell>
        <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
        <TableCell align="right">
          <ResendButton delivery={delivery} />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell />
          <TableCell colSpan={7} sx={{ pt: 0 }}>
            <AttemptList attempts={delivery.attempts} id={triesId} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

/** One delivery on a phone: the row's facts stacked, its tries behind a button. */
function DeliveryCard({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const none = translate('hk.webhooks.none');
  const triesId = `delivery-${delivery.id}-tries`;
  const event = eventOf(delivery);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="delivery"
      sx={{ listStyle: 'none' }}
      aria-label={`${event}, ${translate('hk.webhooks.delivery', { id: delivery.id })}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {event}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('hk.webhooks.delivery', { id: delivery.id })}
            </Typography>
          </Box>
          <StateChip delivery={delivery} />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Fact label={translate('hk.webhooks.sequence')} value={delivery.sequence === null ? none : String(delivery.sequence)} />
          <Fact label={translate('hk.webhooks.tries')} value={String(delivery.attemptCount)} />
          <Fact label={translate('hk.webhooks.nextTry')} value={nextTry(delivery) || none} />
          <Fact label={translate('hk.webhooks.created')} value={formatDateTime(delivery.createdAt)} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button
            size="small"
            endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            aria-expanded={open}
            aria-controls={open ? triesId : undefined}
            aria-label={translate('hk.webhooks.showTries', { event, id: delivery.id })}
            onClick={() => setOpen(!open)}
          >
            {translate('hk.webhooks.triesCount', { count: delivery.attempts.length })}
          </Button>
          <ResendButton delivery={delivery} />
        </Box>
        {open && <AttemptList attempts={delivery.attempts} id={triesId} />}
      </CardContent>
    </Card>
  );
}

/**
 * The endpoint's delivery log, newest first, read again every few seconds while something is on its way: each
 * delivery's event, sequence, state, tries and next try, its tries when opened, and Resend.
 */
export function DeliveryLog({ endpointId }: { endpointId: WebhookEndpoint['id'] }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<WebhookDelivery>(
    'webhook-deliveries',
    { filter: { endpointId }, pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'DESC' } },
    { refetchInterval: (query) => logRefreshMs(query.state.data?.data) },
  );
  const pages = Math.ceil((total ?? 0) / PER_PAGE);

  return (
    <Card component="section" aria-labelledby="delivery-log-title">
      <CardContent>
        <Typography id="delivery-log-title" variant="h6" component="h2">
          {translate('hk.webhooks.logTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('hk.webhooks.logHelp')}
        </Typography>
        {!isPending && !data?.length && (
          <Typography color="text.secondary" data-testid="delivery-log-empty">
            {translate('hk.webhooks.logEmpty')}
          </Typography>
        )}
        {!!data?.length &&
          (isPhone ? (
            <Box
              component="ul"
              sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}
              aria-labelledby="delivery-log-title"
            >
              {data.map((delivery) => (
                <DeliveryCard key={delivery.id} delivery={delivery} />
              ))}
            </Box>
          ) : (
            <Table size="small" aria-labelledby="delivery-log-title">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={hiddenHeading}>
                      {translate('hk.webhooks.tries')}
                    </Box>
                  </TableCell>
                  <TableCell>{translate('hk.webhooks.event')}</TableCell>
                  <TableCell>{translate('hk.webhooks.sequence')}</TableCell>
                  <TableCell>{translate('hk.webhooks.state')}</TableCell>
                  <TableCell>{translate('hk.webhooks.tries')}</TableCell>
                  <TableCell>{translate('hk.webhooks.nextTry')}</TableCell>
                  <TableCell>{translate('hk.webhooks.created')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={hiddenHeading}>
                      {translate('hk.webhooks.resend')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} />
                ))}
              </TableBody>
            </Table>
          ))}
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            size={isPhone ? 'small' : 'medium'}
          />
        )}
      </CardContent>
    </Card>
  );
}
