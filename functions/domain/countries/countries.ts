import type { Country } from '../../../shared/schemas/countries';
import { listCountries } from '../../data/countries';

/** The countries the forms offer, common ones first (visitor-and-account §3 country). */
export function countriesToOffer(): Promise<Country[]> {
  return listCountries();
}
