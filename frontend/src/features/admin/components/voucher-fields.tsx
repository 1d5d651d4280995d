import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Service } from '../../../../../shared/schemas/service';
import type { Dealer } from '../../../../../shared/schemas/vouchers';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { VoucherFormErrors, VoucherFormValues } from '../vouchers-form';
import styles from '../pages/vouchers-page.module.css';

type TextKey = Exclude<keyof VoucherFormValues, 'services' | 'dealer' | 'retailer'>;

interface TextFieldSpec {
  key: TextKey;
  label: MessageDescriptor;
  numeric?: boolean;
  optional?: boolean;
  hint?: MessageDescriptor;
  placeholder?: MessageDescriptor;
}

/** The text fields of staff-console §5's form, in its order (the dealer and retailer come after them). */
const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { key: 'count', label: msg`Count`, numeric: true },
  { key: 'prefix', label: msg`Prefix`, optional: true, hint: msg`Letters, digits and hyphens` },
  { key: 'randomLength', label: msg`Random length`, numeric: true, hint: msg`At least 16` },
  { key: 'months', label: msg`Months`, numeric: true, optional: true, hint: msg`Ignored when days are given` },
  { key: 'days', label: msg`Days`, numeric: true, optional: true },
  { key: 'maxClaims', label: msg`Max claims`, numeric: true },
  {
    key: 'expiry',
    label: msg`Expiry`,
    optional: true,
    placeholder: msg`dd/mm/yyyy`,
    hint: msg`dd/mm/yyyy; blank for no expiry`,
  },
  { key: 'description', label: msg`Description` },
  { key: 'code', label: msg`Batch code`, optional: true },
];

const EMAIL_VIEW_FIELD: TextFieldSpec = {
  key: 'emailViewName',
  label: msg`E-mail view name`,
  optional: true,
  hint: msg`The e-mail template sent with this batch's codes, if any.`,
};

interface VoucherFieldsProps {
  values: VoucherFormValues;
  errors: VoucherFormErrors;
  set: <K extends keyof VoucherFormValues>(field: K, value: VoucherFormValues[K]) => void;
}

function VoucherTextField({ field, values, errors, set }: VoucherFieldsProps & { field: TextFieldSpec }) {
  const { i18n } = useLingui();
  const said = (text: MessageDescriptor | undefined) => (text ? i18n._(text) : undefined);
  return (
    <TextField
      label={i18n._(field.label)}
      inputMode={field.numeric ? 'numeric' : undefined}
      optional={field.optional}
      placeholder={said(field.placeholder)}
      value={values[field.key]}
      onChange={(event) => set(field.key, event.target.value)}
      error={errors[field.key]}
      hint={said(field.hint)}
    />
  );
}

/** The apps a batch opens: the integrated apps that are not free (staff-console §5). */
export function VoucherServices({ sold, values, errors, set }: VoucherFieldsProps & { sold: readonly Service[] }) {
  return (
    <fieldset className={styles.services} aria-describedby={errors.services ? 'services-error' : undefined}>
      <legend>
        <Trans>Apps the vouchers open</Trans>
      </legend>
      {sold.map((service) => (
        <Checkbox
          key={service.id}
          label={service.name}
          checked={values.services.includes(service.id)}
          onChange={(event) =>
            set(
              'services',
              event.target.checked
                ? [...values.services, service.id]
                : values.services.filter((id) => id !== service.id),
            )
          }
        />
      ))}
      {errors.services ? (
        <p id="services-error" className={styles.error} role="alert">
          {errors.services}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Why the retailer select is disabled, or the hint beside it: a dealer has retailers (staff-console
 * §3), so the select offers the chosen dealer's only, and is disabled when that dealer has none (§5).
 */
function retailerHint(i18n: I18n, dealer: Dealer | undefined): string {
  if (!dealer) return i18n._(msg`Choose a dealer first: the retailers are those of the dealer.`);
  const name = dealer.name;
  if (dealer.retailers.length === 0) return i18n._(msg`${name} has no retailers.`);
  return i18n._(msg`The batch is recorded under the retailer, which belongs to ${name}.`);
}

/** The batch's numbers, texts, dealer and its retailer, and e-mail view (staff-console §5). */
export function VoucherFields({ dealers, ...props }: VoucherFieldsProps & { dealers: readonly Dealer[] }) {
  const { i18n, t } = useLingui();
  const { values, errors, set } = props;
  const dealer = dealers.find((candidate) => candidate.id === values.dealer);
  const retailers = dealer?.retailers ?? [];
  return (
    <div className={styles.grid}>
      {TEXT_FIELDS.map((field) => (
        <VoucherTextField key={field.key} field={field} {...props} />
      ))}
      <SelectField
        label={t`Dealer`}
        optional
        value={values.dealer}
        onChange={(event) => set('dealer', event.target.value)}
        error={errors.dealer}
        options={dealers.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      >
        <option value="">{t`None`}</option>
      </SelectField>
      <SelectField
        label={t`Retailer`}
        optional
        value={values.retailer}
        disabled={retailers.length === 0}
        hint={retailerHint(i18n, dealer)}
        onChange={(event) => set('retailer', event.target.value)}
        error={errors.retailer}
        options={retailers.map((retailer) => ({ value: retailer.id, label: retailer.name }))}
      >
        <option value="">{t`None`}</option>
      </SelectField>
      <VoucherTextField field={EMAIL_VIEW_FIELD} {...props} />
    </div>
  );
}
