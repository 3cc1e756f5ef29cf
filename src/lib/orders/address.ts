/** A shopper's delivery address, as orders, emails and slips carry it. */
export interface PostalAddress {
  line1: string;
  line2?: string | undefined;
  suburb: string;
  city: string;
  postcode: string;
}

/** The address as the lines of a label: street (and unit), suburb, then "city postcode". */
export function addressLines(address: PostalAddress): string[] {
  const { line1, line2, suburb, city, postcode } = address;
  return [line1, line2 ?? '', suburb, `${city} ${postcode}`].filter((line) => line.trim());
}

/** The address on one line, as a driver reads it. */
export function addressLine(address: PostalAddress): string {
  return addressLines(address).join(', ');
}
