import type { Random } from "../sim-random";

/** A customer who comments, DMs and buys: the same person across Instagram, TikTok and Shopify. */
export type Person = {
  firstName: string;
  lastName: string;
  instagram: string;
  tiktok: string;
  email: string;
  /** Instagram-scoped id the Messenger Platform gives this person, stable per simulator. */
  igsid: string;
  igUserId: string;
  tiktokUserId: string;
};

const FIRST = [
  "Maya",
  "Priya",
  "Chloe",
  "Aaliyah",
  "Sofia",
  "Hannah",
  "Zoe",
  "Amara",
  "Leah",
  "Isabella",
  "Nadia",
  "Jasmine",
  "Emma",
  "Olivia",
  "Grace",
  "Mei",
  "Fatima",
  "Camila",
  "Ava",
  "Nora",
  "Jade",
  "Lina",
  "Tessa",
  "Keisha",
  "Ines",
  "Marco",
  "Daniel",
  "Jordan",
  "Sam",
  "Alex",
  "Noah",
  "Kai",
  "Luca",
  "Ravi",
  "Theo",
];
const LAST = [
  "Chen",
  "Patel",
  "Nguyen",
  "Okafor",
  "Garcia",
  "Rossi",
  "Kim",
  "Singh",
  "Dubois",
  "Martin",
  "Haddad",
  "Brown",
  "Williams",
  "Tremblay",
  "Lopez",
  "Ali",
  "Murphy",
  "Silva",
  "Cohen",
  "Nakamura",
  "Osei",
  "Kowalski",
  "Reyes",
  "Park",
];
const HANDLE_STYLES = [
  (f: string, l: string) => `${f}.${l}`,
  (f: string, l: string, n: string) => `${f}${l}${n.slice(0, 2)}`,
  (f: string) => `skinby${f}`,
  (f: string, l: string) => `${f}_${l[0]}_beauty`,
  (f: string, _l: string, n: string) => `${f}glows${n.slice(0, 2)}`,
  (f: string, l: string) => `its.${f}${l[0]}`,
  (f: string) => `${f}.makeup.diary`,
  (f: string, l: string, n: string) => `${l}${f[0]}${n.slice(0, 3)}`,
];

export function createPeople(random: Random, count: number): Person[] {
  const people: Person[] = [];
  const taken = new Set<string>();
  while (people.length < count) {
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    const f = firstName.toLowerCase();
    const l = lastName.toLowerCase();
    const instagram = random.pick(HANDLE_STYLES)(f, l, random.digits(4));
    if (taken.has(instagram)) continue;
    taken.add(instagram);
    people.push({
      firstName,
      lastName,
      instagram,
      tiktok: random.chance(0.5) ? instagram.replace(/\./g, "_") : `${f}${random.digits(3)}`,
      email: `${f}.${l}${random.digits(2)}@${random.pick(["gmail.com", "outlook.com", "icloud.com", "yahoo.ca", "proton.me"])}`,
      igsid: `69${random.digits(15)}`,
      igUserId: `178414${random.digits(11)}`,
      tiktokUserId: `7${random.digits(18)}`,
    });
  }
  return people;
}
