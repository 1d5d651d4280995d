/** The Luhn check every card number passes (a typo in one digit fails it); 12 digits at least. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let position = 0; position < number.length; position += 1) {
    let digit = Number(number[number.length - 1 - position]);
    if (position % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
