import type { TaxRate } from '@firm/domain';
import { ConfirmDialog } from '@firm/ui';
import { useRemoveTaxRateMutation } from '../../data/tax-rates';
import { errorMessage } from '../../lib/error-message';
import { placeOfRate } from './tax-rate-labels';

/** Asks before removing a rate: its place is charged no tax from then on (orders placed keep theirs). */
export function RemoveTaxRate({ rate, onClose }: { rate: TaxRate | null; onClose: () => void }) {
  const remove = useRemoveTaxRateMutation();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={rate !== null}
      title={rate ? `Remove the rate of ${placeOfRate(rate)}?` : 'Remove the rate'}
      confirmLabel="Remove rate"
      destructive
      busy={remove.isPending}
      busyLabel="Removing..."
      error={
        remove.isError
          ? errorMessage(remove.error, 'The rate could not be removed. Please try again.')
          : undefined
      }
      onCancel={close}
      onConfirm={() => {
        if (rate) remove.mutate(rate.id, { onSuccess: close });
      }}
    >
      <p>
        Orders placed from now on are charged no tax there
        {rate?.region ? ', or the rate of the whole country if one is kept' : ''}. Orders already placed keep
        the tax they were charged.
      </p>
    </ConfirmDialog>
  );
}
