import type { Country } from '../../shared/schemas/countries';

type StateSeed = [abbreviation: string, name: string];

function country(id: string, name: string, currency: string, states: StateSeed[] = []): Country {
  return {
    id,
    name,
    currency,
    contentCountry: id,
    states: states.map(([abbreviation, stateName]) => ({ id: `${id}-${abbreviation}`, countryId: id, name: stateName, abbreviation, educationalSystem: null })),
  };
}

/** Countries with their states or regions; a country with one or no state hides the State field. */
export const COUNTRIES: Country[] = [
  country('AU', 'Australia', 'aud', [
    ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
    ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
  ]),
  country('IN', 'India', 'usd', [
    ['AP', 'Andhra Pradesh'], ['AR', 'Arunachal Pradesh'], ['AS', 'Assam'], ['BR', 'Bihar'], ['CG', 'Chhattisgarh'], ['DL', 'Delhi'],
    ['GA', 'Goa'], ['GJ', 'Gujarat'], ['HR', 'Haryana'], ['HP', 'Himachal Pradesh'], ['JH', 'Jharkhand'], ['KA', 'Karnataka'],
    ['KL', 'Kerala'], ['MP', 'Madhya Pradesh'], ['MH', 'Maharashtra'], ['MN', 'Manipur'], ['ML', 'Meghalaya'], ['MZ', 'Mizoram'],
    ['NL', 'Nagaland'], ['OD', 'Odisha'], ['PB', 'Punjab'], ['RJ', 'Rajasthan'], ['SK', 'Sikkim'], ['TN', 'Tamil Nadu'],
    ['TS', 'Telangana'], ['TR', 'Tripura'], ['UP', 'Uttar Pradesh'], ['UK', 'Uttarakhand'], ['WB', 'West Bengal'],
  ]),
  country('GB', 'United Kingdom', 'gbp', [['ENG', 'England'], ['NIR', 'Northern Ireland'], ['SCT', 'Scotland'], ['WLS', 'Wales']]),
  country('NZ', 'New Zealand', 'nzd', [
    ['AUK', 'Auckland'], ['BOP', 'Bay of Plenty'], ['CAN', 'Canterbury'], ['GIS', 'Gisborne'], ['HKB', "Hawke's Bay"],
    ['MWT', 'Manawatū-Whanganui'], ['MBH', 'Marlborough'], ['NSN', 'Nelson'], ['NTL', 'Northland'], ['OTA', 'Otago'],
    ['STL', 'Southland'], ['TKI', 'Taranaki'], ['TAS', 'Tasman'], ['WKO', 'Waikato'], ['WGN', 'Wellington'], ['WTC', 'West Coast'],
  ]),
  country('US', 'United States', 'usd', [
    ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
    ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
    ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
    ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
    ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
    ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
    ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
    ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ]),
  country('CA', 'Canada', 'usd', [
    ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
  ]),
  country('ZA', 'South Africa', 'usd', [
    ['EC', 'Eastern Cape'], ['FS', 'Free State'], ['GP', 'Gauteng'], ['KZN', 'KwaZulu-Natal'], ['LP', 'Limpopo'],
    ['MP', 'Mpumalanga'], ['NC', 'Northern Cape'], ['NW', 'North West'], ['WC', 'Western Cape'],
  ]),
  country('IE', 'Ireland', 'eur', [['IE', 'Ireland']]),
  country('SG', 'Singapore', 'usd', [['SG', 'Singapore']]),
  country('HK', 'Hong Kong', 'usd', [['HK', 'Hong Kong']]),
  country('MY', 'Malaysia', 'usd'),
  country('AE', 'United Arab Emirates', 'usd'),
  country('FJ', 'Fiji', 'usd'),
  country('PG', 'Papua New Guinea', 'usd'),
  country('PH', 'Philippines', 'usd'),
  country('ID', 'Indonesia', 'usd'),
  country('TH', 'Thailand', 'usd'),
  country('JP', 'Japan', 'usd'),
  country('CN', 'China', 'usd'),
  country('DE', 'Germany', 'eur'),
  country('FR', 'France', 'eur'),
  country('ES', 'Spain', 'eur'),
  country('IT', 'Italy', 'eur'),
  country('NL', 'Netherlands', 'eur'),
  country('KE', 'Kenya', 'usd'),
  country('NG', 'Nigeria', 'usd'),
  country('PK', 'Pakistan', 'usd'),
  country('LK', 'Sri Lanka', 'usd'),
  country('BD', 'Bangladesh', 'usd'),
  country('SA', 'Saudi Arabia', 'usd'),
  country('QA', 'Qatar', 'usd'),
  country('BR', 'Brazil', 'usd'),
  country('MX', 'Mexico', 'usd'),
];
