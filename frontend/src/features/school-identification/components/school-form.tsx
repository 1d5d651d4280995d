import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import type { Country } from '../../../../../shared/schemas/countries';
import { SCHOOL_MESSAGES } from '../../../../../shared/schemas/schools';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { CountrySelect } from '../../../components/country-select';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { translated } from '../../../../../shared/i18n/text';
import { statesToChoose, type SchoolFormValues } from '../school-form-rules';
import styles from './school-identification.module.css';

interface SchoolFormProps {
  form: UseFormReturn<SchoolFormValues>;
  countries: readonly Country[];
  onSearch: () => void;
  onCreate: () => void;
  creating: boolean;
}

/**
 * web.school-identification's form: the school's details, the state only when the country has
 * more than one, and the declaration that Search for School and Create a New School need.
 */
export function SchoolForm({ form, countries, onSearch, onCreate, creating }: SchoolFormProps) {
  const { t } = useLingui();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const states = statesToChoose(countries, watch('countryId'));
  return (
    <form
      className={styles.panel}
      aria-label={t`Your school`}
      noValidate
      onSubmit={(event) => {
        // Enter in a field searches, as the first button does.
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TextField label={t`School name`} error={errors.name?.message} {...register('name')} />
        </div>
        <div className={styles.wide}>
          <TextField label={t`Address`} error={errors.address?.message} {...register('address')} />
        </div>
        <TextField label={t`City`} error={errors.city?.message} {...register('city')} />
        <TextField label={t`Postcode`} error={errors.postcode?.message} {...register('postcode')} />
        <TextField label={t`Phone`} type="tel" optional error={errors.phone?.message} {...register('phone')} />
        <CountrySelect
          error={errors.countryId?.message}
          field={register('countryId', { onChange: () => form.setValue('stateId', '') })}
        />
        {states.length ? (
          <SelectField
            label={t({ message: 'State', context: 'a region of a country' })}
            error={errors.stateId?.message}
            {...register('stateId')}
          >
            <option value="">{t`Choose a state`}</option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <Checkbox
        legend={t`Declaration`}
        label={translated(SCHOOL_MESSAGES.declaration)}
        hint={t`Tick the declaration to search for your school or to create it.`}
        error={errors.declaration?.message}
        {...register('declaration')}
      />
      <div className={styles.buttons}>
        <Button type="submit">
          <Trans>Search for School</Trans>
        </Button>
        <Button variant="secondary" loading={creating} onClick={onCreate}>
          <Trans>Create a New School</Trans>
        </Button>
      </div>
    </form>
  );
}
