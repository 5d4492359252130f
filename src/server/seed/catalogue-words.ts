import type { VendorTypeSlug } from './lookups-data.ts'

/** Word lists are written as '|'-separated text so that they stay readable in a few lines. */
export function wordList(text: string): readonly string[] {
  return text
    .split('|')
    .map((word) => word.trim())
    .filter(Boolean)
}

/** Joined into one word with a root, e.g. Bright + shelf → "Brightshelf". */
export const NAME_PREFIXES = wordList(`
  Bright|Clear|True|North|Blue|Open|Swift|Fresh|Cart|Shelf|Aisle|Basket|Market|Check|Store|
  Green|Gold|Silver|Red|Sun|Hive|Pulse|Spark|Crisp|Prime|Near|Main|Corner|Oak|Pine|Stone|
  River|Harbor|Lumen|Echo|Nova|Field|Trail|Beacon|Copper`)

export const NAME_ROOTS = wordList(`
  shelf|cart|lane|path|point|wave|spark|line|basket|aisle|stack|loop|bay|view|signal|cast|
  craft|works|mark|scope|field|bridge|gate|stream|track|sight|ridge|post|glow|peak|light|
  well|side|yard|row|front`)

/** Two-word stems used as they are, e.g. "Aisle Nine". */
export const NAME_PHRASES = wordList(`
  Aisle Nine|Endcap|Checkout Lane|Corner Store|Cart Path|Front Porch|Main Street|Fresh Lane|
  Open Shelf|Bright Aisle|Twelve Carts|Second Shelf|Red Wagon|Blue Basket|Green Grocer|
  Market Square|Hometown|Cornerstone|Northstar|Pantry Lane|Deli Counter|Produce Row|
  Coupon Street|Register Row`)

export const NAME_SUFFIXES: Record<VendorTypeSlug, readonly string[]> = {
  media_vendors: wordList('Media|Media Network|Retail Media|Digital|Network|Ads|Screens'),
  agencies: wordList('Agency|Collective|Partners|Group|Creative|Shopper Marketing'),
  service_providers: wordList(
    'Activation|Promotions|Displays|Field Marketing|Sampling Co.|Merchandising|Retail Services',
  ),
  technology: wordList('Labs|Technologies|Analytics|Software|Data'),
  research: wordList('Insights|Research|Analytics Group|Intelligence'),
}

/** Appended when every generated combination is already taken, in large catalogues. */
export const NAME_DISAMBIGUATORS = wordList(`
  Chicago|Atlanta|Dallas|Denver|Boston|Seattle|Phoenix|Cincinnati|Minneapolis|Bentonville|
  Nashville|Portland|Charlotte|Columbus|Austin`)

export const FIRST_NAMES = wordList(`
  Olivia|Liam|Emma|Noah|Ava|Mateo|Sophia|Lucas|Isabella|Ethan|Mia|James|Amelia|Benjamin|
  Harper|Elijah|Evelyn|Daniel|Priya|Wei|Aisha|Carlos|Grace|Samuel|Chloe|Jamal|Hannah|Diego|
  Nora|Owen|Leah|Marcus|Zoe|Ryan|Maya|Andre|Julia|Kenji|Rachel|Tyler`)

export const LAST_NAMES = wordList(`
  Johnson|Garcia|Nguyen|Patel|Smith|Williams|Brown|Martinez|Lee|Anderson|Thompson|Robinson|
  Walker|Young|Hernandez|King|Wright|Lopez|Hill|Scott|Green|Adams|Baker|Nelson|Carter|
  Mitchell|Perez|Roberts|Turner|Phillips|Campbell|Parker|Evans|Edwards|Collins|Stewart|
  O'Brien|Kim|Chen|Murphy`)

/** Real area codes of CPG and retail hubs; the numbers use the fictional 555-01xx range. */
export const AREA_CODES = wordList('312|212|415|214|404|617|206|303|612|513|479|614|480|615|704')

export const PRODUCT_CATEGORIES = wordList(`
  snack|beverage|frozen food|dairy|personal care|household cleaning|pet food|baby care|beauty|
  over-the-counter health|confectionery|craft beer|plant-based food|coffee|breakfast cereal|
  better-for-you`)

/** Retailers named in free text; each matches an approved-retailer option. */
export const NAMED_RETAILERS = wordList(`
  Walmart|Target|Kroger|Albertsons|Costco|Walgreens|CVS|Dollar General|Amazon|Publix|H-E-B|
  Meijer|Safeway|Food Lion|Stop & Shop|Sam's Club|Ralphs|Harris Teeter|Jewel-Osco|Hannaford`)
