import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatPhone, formatRupees } from '@home-kitchen/api';
import { PageLoading } from '../layout/PageLoading';
import { formatCookDate, formatTime, orderStatusLabel, paymentMethodLabel } from '../lib/format';
import { TableScroller } from '../layout/TableScroller';
import { KitchenDatePicker } from '../pickers/KitchenDatePicker';
import { saveFile } from '../lib/save-file';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { planMealGroups } from './plan-meal-groups';

/**
 * What to cook and who collects it on one cook date; the print stylesheet strips the console chrome. It opens on the
 * date the server picks (the next cook date with orders) until the admin picks another.
 */
export default function ProductionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: ['production', chosenDate],
    queryFn: () => dataProvider.getProductionSheet(chosenDate ?? undefined),
    enabled: chosenDate !== '',
  });
  const cookDate = chosenDate ?? data?.cookDate ?? '';

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('hk.production.title')} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" className="no-print">
        <KitchenDatePicker
          label={translate('hk.production.cookDate')}
          name="cookDate"
          value={cookDate}
          onChange={setChosenDate}
          size="small"
          sx={{ width: 200 }}
        />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('hk.production.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={cookDate === ''}
          onClick={() =>
            void dataProvider
              .exportProductionCsv(cookDate)
              .then((csv) => saveFile(csv, `production-${cookDate}.csv`))
              .catch(() => notify('hk.production.exportFailed', { type: 'error' }))
          }
        >
          {translate('hk.production.csv')}
        </Button>
      </Stack>
      <Card className="print-sheet">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('hk.production.title')} — {formatCookDate(cookDate)}
          </Typography>
          {isPending ? (
            <PageLoading />
          ) : isError || !data ? (
            <Alert severity="error">{translate('hk.production.loadFailed')}</Alert>
          ) : data.dishes.length === 0 && data.pickups.length === 0 && data.planMeals.length === 0 ? (
            <Typography color="text.secondary">{translate('hk.production.nothingToCook')}</Typography>
          ) : (
            <Stack spacing={3}>
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('hk.production.dishes')}
                </Typography>
                <TableScroller label={translate('hk.production.dishes')}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('hk.production.dish')}</TableCell>
                        <TableCell align="right">{translate('hk.production.totalQuantity')}</TableCell>
                        <TableCell>{translate('hk.production.windows')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.dishes.map((dish) => (
                        <TableRow key={dish.menuId}>
                          <TableCell>{dish.menuName}</TableCell>
                          <TableCell align="right">{dish.totalQuantity}</TableCell>
                          <TableCell>
                            {dish.windows.map((window) => (
                              <div key={`${window.pickupFrom}-${window.pickupTo}`}>
                                {formatTime(window.pickupFrom)} – {formatTime(window.pickupTo)}: {window.quantity}
                              </div>
                            ))}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroller>
              </Box>
              {data.planMeals.length > 0 && (
                <Box>
                  <Typography variant="h6" component="h2">
                    {translate('hk.production.planMeals')}
                  </Typography>
                  <TableScroller label={translate('hk.production.planMeals')}>
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>{translate('hk.production.plan')}</TableCell>
                          <TableCell>{translate('hk.production.pickupSlot')}</TableCell>
                          <TableCell>{translate('hk.production.dish')}</TableCell>
                          <TableCell align="right">{translate('hk.production.meals')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {planMealGroups(data.planMeals).flatMap((group) =>
                          group.rows.map((meals, index) => (
                            <TableRow key={`${meals.planId}-${meals.menuId}-${meals.pickupFrom}`}>
                              {index === 0 && (
                                <TableCell rowSpan={group.rows.length} sx={{ verticalAlign: 'top' }}>
                                  {group.planName}
                                  {group.rows.length > 1 && (
                                    <Typography variant="caption" color="text.secondary" component="div">
                                      {translate('hk.production.planTotal', { smart_count: group.total })}
                                    </Typography>
                                  )}
                                </TableCell>
                              )}
                              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {formatTime(meals.pickupFrom)} – {formatTime(meals.pickupTo)}
                              </TableCell>
                              <TableCell>{meals.menuName}</TableCell>
                              <TableCell align="right">{meals.quantity}</TableCell>
                            </TableRow>
                          )),
                        )}
                      </TableBody>
                    </Table>
                  </TableScroller>
                </Box>
              )}
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('hk.production.pickups')}
                </Typography>
                <TableScroller label={translate('hk.production.pickups')}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('hk.production.order')}</TableCell>
                        <TableCell>{translate('hk.production.customer')}</TableCell>
                        <TableCell>{translate('hk.production.phone')}</TableCell>
                        <TableCell>{translate('hk.production.items')}</TableCell>
                        <TableCell>{translate('hk.production.payment')}</TableCell>
                        <TableCell align="right">{translate('hk.production.amountDue')}</TableCell>
                        <TableCell>{translate('hk.production.status')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.pickups.map((pickup) => (
                        <TableRow key={pickup.orderId}>
                          <TableCell sx={{ fontFamily: 'monospace' }}>{pickup.orderRefId}</TableCell>
                          <TableCell>{pickup.customerName}</TableCell>
                          <TableCell>{formatPhone(pickup.customerPhone) || translate('hk.app.notAvailable')}</TableCell>
                          <TableCell>{pickup.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</TableCell>
                          <TableCell>{paymentMethodLabel(pickup.paymentMethod)}</TableCell>
                          <TableCell align="right">{formatRupees(pickup.amountDue)}</TableCell>
                          <TableCell>{orderStatusLabel(pickup.status)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroller>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
