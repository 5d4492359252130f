import { wordList } from './catalogue-words.ts'
import type { PATH_TO_PURCHASE_GROUPS } from './lookups-data.ts'

export type TacticTypeName = (typeof PATH_TO_PURCHASE_GROUPS)[number]['tacticTypes'][number]

/** What a tactic of each type does, as the opening of its description. */
export const TACTIC_TYPE_PITCH: Record<TacticTypeName, string> = {
  'Connected TV':
    'Shoppable connected TV spots reach cord-cutting households on streaming apps, targeted with retailer purchase data',
  'Influencer Content':
    'Vetted food, beauty and lifestyle creators produce recipe, haul and unboxing content featuring your products',
  'Social Media Advertising':
    'Paid social campaigns on Instagram, TikTok and Facebook reach category buyers and link to retailer product pages',
  'Recipe & Content Partnerships':
    'Sponsored recipes and how-to articles place your products inside meal ideas on high-traffic food sites',
  'Digital Out-of-Home':
    'Programmatic digital billboards and transit screens near grocery stores run dayparted creative',
  'Streaming Audio':
    'Audio ads on streaming music and podcast platforms reach shoppers during commutes and workouts',
  'Digital Circulars':
    "Featured placements in retailers' weekly digital circulars put your promotion in front of shoppers planning their trip",
  'Digital Coupons':
    'Load-to-card digital coupons are distributed through retailer apps, with redemptions tracked by store',
  'Shopping List Integrations':
    'Suggested-item placements inside popular shopping list apps add your product while shoppers build their list',
  'Meal Planning Apps':
    'Branded meal plans and ingredient placements in meal-planning apps turn recipes into add-to-cart lists',
  'Cash-Back Rebate Apps':
    'Cash-back offers in rebate apps reward shoppers who buy your product and scan their receipt',
  'Email & CRM Programs':
    'Targeted email and SMS offers go to opted-in shoppers of a retailer or loyalty coalition',
  'Geo-Targeted Mobile':
    'Mobile ads are served to shoppers within a set radius of stores that carry your product',
  'Out-of-Home Billboards':
    'Static and digital billboards on routes into key retail trade areas keep your brand top of mind before the trip',
  'In-Car & Navigation Ads':
    'Promoted pins and audio messages in navigation apps guide drivers to a nearby store that stocks your product',
  'Parking Lot Signage':
    'Cart corral and parking lot signs reach shoppers in the final steps before they enter the store',
  'Direct Mail':
    'Addressable mailers with coupons reach households chosen by purchase history and store proximity',
  'In-Store Sampling':
    'Trained brand ambassadors serve samples and talk with shoppers in high-traffic aisles',
  'End-Cap Displays':
    'Secondary placement on end-cap displays with branded headers and shelf-ready packaging',
  'Shelf Talkers & Signage':
    'Shelf talkers, wobblers and blade signs call out your product at the moment of choice',
  'In-Store Digital Screens':
    'Dayparted video runs on screens at checkout, in the aisle and at the deli counter',
  'Floor Graphics': 'Durable floor decals lead shoppers from the entrance to your shelf',
  'Shopping Cart Advertising':
    'Branded cart handles and cart-front panels travel with shoppers through every aisle',
  'Product Demonstrations':
    'Live cooking and product demonstrations let shoppers see, taste and ask questions',
  'Retail Media Sponsored Products':
    'Sponsored product listings on retailer sites and apps are bought on a cost-per-click basis',
  'Shopper Media Networks':
    "Onsite and offsite media is bought through a retailer's media network using its first-party shopper data",
  'Onsite Display Ads':
    'Banner and video placements run on retailer home pages, category pages and search results',
  'Product Detail Page Content':
    'Enhanced product pages with rich images, comparison charts and video raise online conversion',
  'Quick Commerce & Delivery Apps':
    'Sponsored placements and promotions run inside grocery delivery and quick-commerce apps',
  'Click-and-Collect Promotions':
    'Offers and placements reach shoppers ordering for curbside pickup or same-day delivery',
  'Loyalty Program Offers':
    'Personalized offers go to loyalty card members based on their purchase history',
  'Receipt Marketing':
    'Targeted coupons printed at checkout or sent with the digital receipt drive the next trip',
  'Ratings & Reviews Programs':
    'Verified shoppers receive free product and post authentic ratings and reviews on retailer sites',
  'Subscription & Replenishment':
    'Reminders and subscribe-and-save incentives bring buyers back when they are due to repurchase',
  'Post-Purchase Surveys':
    'Short surveys sent to verified buyers measure satisfaction, usage and intent to repurchase',
  'Brand Ambassador Communities':
    'Members of an ambassador community receive new products to try and share with friends',
}

export const TACTIC_QUALIFIERS = wordList(`
  Premium|Hyperlocal|National|Regional|Always-On|Turnkey|Data-Driven|Targeted|High-Impact|
  Self-Serve|Fully Managed|Test-and-Learn|Omnichannel|Scalable`)

export const TACTIC_AUDIENCES = wordList(`
  Busy Parents|Gen Z Shoppers|Health-Conscious Shoppers|Value Seekers|Pet Owners|Lapsed Buyers|
  New Movers|Hispanic Households|Rural Shoppers|College Students|Grandparents|Fitness Fans`)

export const TACTIC_SEASONS = wordList(`
  Holiday|Back-to-School|Summer Grilling|Big Game|Spring Cleaning|Cold & Flu Season|
  Thanksgiving|New Year Wellness|Halloween|Fourth of July`)

export const TACTIC_PROGRAM_NOUNS = wordList('Program|Package|Suite|Bundle|Series|Kit')

/** Indexed like the marketing_objectives options. */
export const OBJECTIVE_BENEFITS = wordList(`
  drive trial|support product launches|grow basket size|drive repeat purchase|
  win share of shelf|support new distribution|lift seasonal sales|increase velocity|
  gather shopper insights`)

export const MIN_ORDER_TEXTS = wordList(`
  $2,500 minimum|$5,000 minimum|$10,000 minimum|$25,000 minimum per flight|
  100 stores minimum|50 events minimum|500 units minimum|$15,000 minimum per quarter`)
