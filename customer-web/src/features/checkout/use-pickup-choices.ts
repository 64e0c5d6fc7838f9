import { useCallback, useEffect, useState } from 'react';
import type { PickupChoice } from '../../lib/api-types';
import { checkoutApi } from '../../lib/checkout-api';
import { keepOfferedChoices, type PickupSelection } from './pickup-choice';

export type PickupChoicesLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; choices: PickupChoice[] };

/** The cart's pickup choices and the customer's pick per cook date; `reload` refreshes what is left in each slot. */
export function usePickupChoices() {
  const [load, setLoad] = useState<PickupChoicesLoad>({ state: 'loading' });
  const [selection, setSelection] = useState<PickupSelection>({});

  const reload = useCallback(async () => {
    try {
      const choices = await checkoutApi.pickupChoices();
      setLoad({ state: 'ready', choices });
      setSelection((current) => keepOfferedChoices(choices, current));
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const choose = useCallback((cookDate: string, from: string) => setSelection((current) => ({ ...current, [cookDate]: from })), []);
  const choices = load.state === 'ready' ? load.choices : [];
  return { load, choices, selection, choose, reload };
}
