/**
 * Original sample text for the seed: per category, headlines with their standfirst, keywords
 * and body paragraphs. Written for this project; no text is copied from real news.
 */
export interface SeedStory {
  title: string;
  description: string;
  keywords: string[];
}

export interface SeedCategoryContent {
  slug: string;
  stories: SeedStory[];
  paragraphs: string[];
}

export const SEED_CONTENT: SeedCategoryContent[] = [
  {
    slug: 'world',
    stories: [
      {
        title: 'Coastal nations agree on shared early-warning network for storms',
        description:
          'Eleven governments will pool radar and buoy data so that fishing towns get cyclone alerts hours earlier than today.',
        keywords: ['climate', 'diplomacy', 'storms'],
      },
      {
        title: 'Border crossing reopens after three years, reuniting divided families',
        description:
          'Crowds gathered at dawn as the gate lifted, with buses carrying relatives who had only spoken by phone since the closure.',
        keywords: ['borders', 'families', 'migration'],
      },
      {
        title: 'Summit ends with pledge to double grain storage in drought-hit regions',
        description:
          'Delegates left the three-day meeting with a funding plan, though aid groups warn the money arrives after the next harvest.',
        keywords: ['food security', 'summit', 'aid'],
      },
      {
        title: 'Island state holds first election under its new constitution',
        description:
          'Turnout passed seventy percent as voters chose a parliament with powers that were previously held by an appointed council.',
        keywords: ['elections', 'constitution'],
      },
      {
        title: 'Rail link between two capitals cuts journey from two days to nine hours',
        description:
          'The line, financed by both governments, is expected to carry freight at night and passengers during the day.',
        keywords: ['infrastructure', 'rail', 'trade'],
      },
      {
        title: 'Relief convoys reach mountain villages cut off by spring floods',
        description:
          'Engineers built temporary bridges overnight so that trucks carrying water filters and tents could cross the swollen river.',
        keywords: ['floods', 'relief', 'humanitarian'],
      },
      {
        title: 'Ancient manuscripts returned to the monastery that kept them for centuries',
        description:
          'A private collector handed back forty volumes after researchers traced how they left the library during the war.',
        keywords: ['heritage', 'culture', 'restitution'],
      },
      {
        title: 'Ceasefire holds for a month as talks move to prisoner exchanges',
        description:
          'Mediators said both sides had met every deadline so far and that a list of detainees would be published next week.',
        keywords: ['ceasefire', 'peace talks'],
      },
    ],
    paragraphs: [
      'Officials who took part in the negotiations described long nights spent over maps and spreadsheets, and said the final text was shorter than any draft that came before it.',
      'Residents interviewed on the ground were cautiously hopeful. Several said they had heard promises before, and would judge the agreement by what changes in the next season.',
      'Independent observers noted that the plan depends on funding that has not yet been approved by every parliament involved, and that the first review is due within a year.',
    ],
  },
  {
    slug: 'politics',
    stories: [
      {
        title: 'Parliament passes transparency law requiring lobbyists to publish meetings',
        description:
          'Every meeting between a registered lobbyist and a minister must now appear in a public register within ten working days.',
        keywords: ['transparency', 'lobbying', 'parliament'],
      },
      {
        title: 'City council votes to put the budget online line by line',
        description:
          'Residents will be able to follow each contract from tender to payment, a change campaigners have sought for a decade.',
        keywords: ['local government', 'budget', 'open data'],
      },
      {
        title: 'Opposition unveils housing plan built around public land',
        description:
          'The proposal would lease unused state plots to cooperatives at low rent, in exchange for capped prices for thirty years.',
        keywords: ['housing', 'opposition', 'policy'],
      },
      {
        title: 'Electoral commission tests paper-backed voting machines in five districts',
        description:
          'Every electronic vote will produce a printed slip that voters check before it drops into a sealed box.',
        keywords: ['elections', 'voting', 'security'],
      },
      {
        title: 'Youth assembly hands ministers fifty proposals on climate and jobs',
        description:
          'The assembly, chosen by lottery from applicants aged sixteen to twenty-five, met for six weekends over the winter.',
        keywords: ['youth', 'citizens assembly', 'climate'],
      },
      {
        title: 'Coalition talks stall over pension reform timetable',
        description:
          'The two largest parties agree on the direction but not on whether changes should start before or after the next election.',
        keywords: ['coalition', 'pensions'],
      },
      {
        title: 'Senate committee questions regulator over delayed water inspections',
        description:
          'Members asked why a third of planned inspections last year were postponed, and who decided which plants were skipped.',
        keywords: ['oversight', 'water', 'regulation'],
      },
      {
        title: 'Mayor proposes free night buses funded by a hotel levy',
        description:
          'Shift workers would be the main beneficiaries, according to a survey of passengers on the current late-night routes.',
        keywords: ['transport', 'city hall', 'taxes'],
      },
    ],
    paragraphs: [
      'Supporters of the measure argued that it restores trust by letting citizens see decisions as they are made rather than reading about them years later.',
      'Critics said the timetable is too ambitious for departments that are already short of staff, and asked for an independent review of the costs.',
      'The bill now moves to a second reading, where amendments on enforcement and penalties are expected to dominate the debate.',
    ],
  },
  {
    slug: 'business',
    stories: [
      {
        title: 'Family bakery chain shifts to four-day week without cutting pay',
        description:
          'After a six-month trial, managers reported fewer sick days and no drop in sales across its twenty-two shops.',
        keywords: ['work', 'retail', 'productivity'],
      },
      {
        title: 'Port operator invests in electric cranes to cut fuel bills',
        description:
          'The company expects the new cranes to pay for themselves within seven years as diesel prices stay high.',
        keywords: ['logistics', 'energy', 'investment'],
      },
      {
        title: 'Small lenders report rise in loans to first-time founders',
        description:
          'Applications from businesses younger than a year grew by a quarter, led by food, repairs and home care services.',
        keywords: ['startups', 'finance', 'loans'],
      },
      {
        title: 'Textile mill reopens as a cooperative owned by its workers',
        description:
          'Two hundred former employees bought the machines at auction and now vote on prices, wages and new orders.',
        keywords: ['cooperatives', 'manufacturing'],
      },
      {
        title: 'Grocery prices ease for the third month as harvest improves',
        description:
          'Vegetables and cooking oil led the decline, though economists say bread prices remain well above last year.',
        keywords: ['inflation', 'food', 'economy'],
      },
      {
        title: 'Regional airline adds routes to towns without rail links',
        description:
          'Flights will use small turboprop aircraft and connect with bus services timed to each arrival.',
        keywords: ['aviation', 'regional economy'],
      },
      {
        title: 'Repair shops see boom as shoppers fix rather than replace',
        description:
          'Phone, bicycle and appliance repairers say their waiting lists have doubled, and several are hiring apprentices.',
        keywords: ['repair', 'consumers', 'jobs'],
      },
      {
        title: 'Stock exchange launches market for community energy projects',
        description:
          'Local solar and wind cooperatives will be able to raise money from residents through small, regulated bonds.',
        keywords: ['markets', 'renewables', 'bonds'],
      },
    ],
    paragraphs: [
      'The company said the decision followed a year of consultation with staff and suppliers, and that the figures would be published in its next annual report.',
      'Analysts were divided. Some called the move a sensible bet on the long term; others warned that margins in the sector are thin and leave little room for error.',
      'Customers interviewed outside one of the branches said they had noticed the change mostly in shorter queues and staff who had more time to help.',
    ],
  },
  {
    slug: 'entertainment',
    stories: [
      {
        title: 'Debut novel about a lighthouse keeper wins the readers prize',
        description:
          'The author wrote the book over five winters while working night shifts at a hospital switchboard.',
        keywords: ['books', 'awards', 'fiction'],
      },
      {
        title: 'Open-air cinema returns to the old harbour for the summer',
        description:
          'Screenings will alternate between restored classics and short films made by local students.',
        keywords: ['film', 'festival', 'summer'],
      },
      {
        title: 'Folk trio sells out concert hall with songs collected from grandparents',
        description:
          'The band spent two years recording elderly singers in villages before arranging the tunes for strings and voice.',
        keywords: ['music', 'folk', 'concerts'],
      },
      {
        title: 'Theatre company stages a play performed entirely in sign language',
        description:
          'Hearing audience members follow with live captions, while deaf actors lead the production for the first time.',
        keywords: ['theatre', 'accessibility'],
      },
      {
        title: 'Animated series about a family of river otters is renewed',
        description:
          'The show, drawn by hand by a studio of twelve people, became a surprise hit with adults as well as children.',
        keywords: ['animation', 'television'],
      },
      {
        title: 'Museum opens gallery of video games as playable art',
        description:
          'Visitors can play thirty titles on their original machines, from early arcade cabinets to recent independent works.',
        keywords: ['games', 'museums', 'art'],
      },
      {
        title: 'Choir of retired dockworkers releases its first album',
        description:
          'The forty singers recorded in the warehouse where many of them once worked, keeping the echo of the building.',
        keywords: ['music', 'community'],
      },
      {
        title: 'Film festival adds prize for best script by a first-time writer',
        description:
          'The award includes a year of mentoring with an established screenwriter and funding for a table read.',
        keywords: ['film', 'screenwriting', 'awards'],
      },
    ],
    paragraphs: [
      'The opening night drew a mixed crowd of longtime fans and newcomers, many of whom stayed afterwards to talk with the cast and crew.',
      'Critics praised the restraint of the work, noting that its quietest moments were the ones audiences talked about on the way out.',
      'Organisers said tickets for the remaining dates were selling quickly and that a recording would be made available later in the year.',
    ],
  },
  {
    slug: 'sports',
    stories: [
      {
        title: 'Underdog club clinches promotion on the last day of the season',
        description:
          'A header in the ninetieth minute sent thousands of supporters onto the pitch of the small riverside ground.',
        keywords: ['football', 'promotion'],
      },
      {
        title: 'Marathon introduces wheelchair category with equal prize money',
        description:
          'Organisers said the change follows years of requests from athletes who had to race as unofficial entrants.',
        keywords: ['athletics', 'marathon', 'inclusion'],
      },
      {
        title: 'Teenage chess player earns grandmaster title after a marathon tournament',
        description:
          'The fifteen-year-old secured the final norm with a draw in a game that lasted almost six hours.',
        keywords: ['chess', 'youth'],
      },
      {
        title: 'National cycling team unveils bikes built from recycled aluminium',
        description:
          'Engineers say the frames are within a few grams of the previous models and cost less to produce.',
        keywords: ['cycling', 'equipment', 'sustainability'],
      },
      {
        title: 'Women’s cricket league doubles its teams for the new season',
        description:
          'Matches will be streamed for free, and every club must run a junior academy for girls.',
        keywords: ['cricket', 'women', 'league'],
      },
      {
        title: 'Swimmer breaks national record in first race after injury',
        description:
          'Eight months after shoulder surgery she finished the two hundred metres almost a second under the old mark.',
        keywords: ['swimming', 'records'],
      },
      {
        title: 'Town builds floodlit court so teenagers can play after school',
        description:
          'The court was designed with input from the young players, who asked for benches, shade and a water fountain.',
        keywords: ['basketball', 'community', 'facilities'],
      },
      {
        title: 'Rowing crew completes ocean crossing in fifty-one days',
        description:
          'The four rowers took turns in two-hour shifts and survived a week of storms in the middle of the crossing.',
        keywords: ['rowing', 'adventure'],
      },
    ],
    paragraphs: [
      'The coach credited the result to months of patient work on fitness and a squad that kept believing when the season looked lost.',
      'Supporters lined the streets for the return home, and the club said the trophy would visit local schools over the coming weeks.',
      'Next season brings a tougher schedule, and the players admitted that repeating this year will demand even more from everyone.',
    ],
  },
  {
    slug: 'environment',
    stories: [
      {
        title: 'Wetland restored on former farmland welcomes returning cranes',
        description:
          'Three years after the drains were blocked, birdwatchers counted more than two hundred cranes on the marsh.',
        keywords: ['wildlife', 'wetlands', 'restoration'],
      },
      {
        title: 'City plants ten thousand street trees chosen for hotter summers',
        description:
          'Species were picked for drought tolerance and shade, after a study mapped the hottest streets in every district.',
        keywords: ['trees', 'urban heat', 'climate'],
      },
      {
        title: 'River cleanup volunteers pull two tonnes of plastic from the banks',
        description:
          'Most of the waste was packaging washed downstream after storms, according to the group that sorted it.',
        keywords: ['plastic', 'rivers', 'volunteers'],
      },
      {
        title: 'Solar panels on school roofs now cover a third of their electricity',
        description:
          'Students track the output on screens in their classrooms and use the data in maths and science lessons.',
        keywords: ['solar', 'schools', 'energy'],
      },
      {
        title: 'Fishing communities agree to rest the reef for two seasons',
        description:
          'The closure was proposed by the fishers themselves after catches of reef fish fell sharply over five years.',
        keywords: ['oceans', 'fisheries', 'conservation'],
      },
      {
        title: 'Air quality sensors reveal pollution hotspots near school gates',
        description:
          'Parents organised the network of cheap sensors, and the council has since closed two streets to traffic at drop-off.',
        keywords: ['air quality', 'citizen science'],
      },
      {
        title: 'Seed bank collects rare wheat varieties from hill farmers',
        description:
          'Some of the varieties have been grown by the same families for generations and survive dry years better.',
        keywords: ['agriculture', 'biodiversity', 'seeds'],
      },
      {
        title: 'Beavers reintroduced to slow floods in upland valley',
        description:
          'Their dams are expected to hold back water during heavy rain and keep streams flowing in dry months.',
        keywords: ['rewilding', 'floods', 'wildlife'],
      },
    ],
    paragraphs: [
      'Scientists involved in the project said early measurements were encouraging, but that it will take several more years of data to be certain of the effect.',
      'Local residents have become part of the monitoring, recording sightings and readings that are shared openly with researchers.',
      'The approach is now being studied by neighbouring regions, which face similar pressures and limited budgets.',
    ],
  },
  {
    slug: 'lifestyle',
    stories: [
      {
        title: 'Community kitchens turn surplus vegetables into weekly dinners',
        description:
          'Volunteers collect produce that markets cannot sell and cook for anyone who walks in, no questions asked.',
        keywords: ['food', 'community', 'waste'],
      },
      {
        title: 'Why more people are taking up slow walking holidays at home',
        description:
          'Walkers describe rediscovering their own region on foot, staying in small guesthouses along old trails.',
        keywords: ['walking', 'wellbeing', 'travel'],
      },
      {
        title: 'Library lends tools, sewing machines and tents alongside books',
        description:
          'The library of things has become one of its busiest services, with drills and ladders borrowed most often.',
        keywords: ['libraries', 'sharing', 'home'],
      },
      {
        title: 'Balcony gardens feed families through the summer months',
        description:
          'A workshop series teaches apartment dwellers to grow tomatoes, beans and herbs in less than two square metres.',
        keywords: ['gardening', 'cities', 'food'],
      },
      {
        title: 'Grandparents and teenagers swap skills in weekly workshops',
        description:
          'Older residents teach knitting and bread-making, while teenagers help with phones, video calls and online forms.',
        keywords: ['family', 'generations', 'learning'],
      },
      {
        title: 'Quiet hours at supermarkets help shoppers with sensory needs',
        description:
          'Lights are dimmed and music turned off for two hours every week, and staff say the calm suits everyone.',
        keywords: ['accessibility', 'shopping'],
      },
      {
        title: 'Home cooks revive recipes from a village cookbook found in an attic',
        description:
          'The handwritten book holds eighty recipes, several of which had been forgotten even by the oldest residents.',
        keywords: ['cooking', 'heritage', 'recipes'],
      },
      {
        title: 'Running clubs for beginners grow across small towns',
        description:
          'Groups meet at dawn or after work and promise that nobody is ever left behind, whatever their pace.',
        keywords: ['running', 'fitness', 'community'],
      },
    ],
    paragraphs: [
      'Participants said the biggest change was not the activity itself but the people they met along the way, many of whom have become friends.',
      'Organisers keep costs low on purpose so that nobody is turned away, relying on donations and a small grant from the local council.',
      'Anyone interested can join at any time; the groups publish their schedules on noticeboards and in the local newsletter.',
    ],
  },
  {
    slug: 'technology',
    stories: [
      {
        title: 'Open-source app helps farmers predict frost a night ahead',
        description:
          'The app combines cheap field sensors with public weather data and sends a text message when frost is likely.',
        keywords: ['agritech', 'open source', 'weather'],
      },
      {
        title: 'Hospital cuts waiting times with a shared scheduling system',
        description:
          'Clinics that once kept separate calendars now see each other’s free slots, filling cancellations within hours.',
        keywords: ['health tech', 'software', 'hospitals'],
      },
      {
        title: 'Students build a satellite the size of a shoebox',
        description:
          'The small satellite will measure air temperature over the region and send data to a ground station on campus.',
        keywords: ['space', 'education', 'satellites'],
      },
      {
        title: 'City replaces streetlights with sensors that dim on empty roads',
        description:
          'Energy use fell by forty percent in the pilot district, with lights brightening as soon as someone approaches.',
        keywords: ['smart city', 'energy', 'lighting'],
      },
      {
        title: 'Right-to-repair rules require spare parts for seven years',
        description:
          'Manufacturers of phones and laptops must also publish repair manuals and sell batteries to independent shops.',
        keywords: ['repair', 'regulation', 'devices'],
      },
      {
        title: 'Volunteers translate public health leaflets into twelve local languages',
        description:
          'A shared online glossary keeps medical terms consistent across translations done by more than two hundred people.',
        keywords: ['translation', 'health', 'volunteers'],
      },
      {
        title: 'Rural broadband cooperative connects its thousandth home',
        description:
          'Residents dug trenches themselves to bring fibre to farms that commercial providers had said were too remote.',
        keywords: ['broadband', 'rural', 'cooperatives'],
      },
      {
        title: 'Researchers design battery that uses salt instead of lithium',
        description:
          'The prototype stores less energy by weight but costs far less, making it suited to storing solar power at home.',
        keywords: ['batteries', 'research', 'energy storage'],
      },
    ],
    paragraphs: [
      'The team behind the project published its designs openly, inviting others to adapt them and report what works in different conditions.',
      'Early users said the system was simple enough to learn in an afternoon, which they described as the real breakthrough.',
      'Privacy was designed in from the start: data stays on the device unless its owner decides to share it.',
    ],
  },
  {
    slug: 'tourism',
    stories: [
      {
        title: 'Mountain railway reopens scenic line after decade-long restoration',
        description:
          'Volunteers rebuilt stone viaducts and a steam engine that had rusted in a shed since the line closed.',
        keywords: ['rail', 'mountains', 'heritage'],
      },
      {
        title: 'Fishing village limits day-trip coaches to protect its harbour',
        description:
          'Visitors are now asked to arrive by ferry or bicycle, and local guides lead small groups along the quay.',
        keywords: ['overtourism', 'villages', 'coast'],
      },
      {
        title: 'Desert town turns old caravan inn into a guesthouse',
        description:
          'The restored courtyard hosts storytelling evenings about the traders who once rested there with their camels.',
        keywords: ['desert', 'hotels', 'history'],
      },
      {
        title: 'Night sky reserve attracts stargazers to remote valley',
        description:
          'Streetlights were changed to warm, downward-facing lamps, and the valley now offers guided astronomy walks.',
        keywords: ['stargazing', 'nature', 'dark skies'],
      },
      {
        title: 'Island launches visitor pass that funds beach cleanups',
        description:
          'A small fee at the ferry terminal pays for rangers, recycling points and the upkeep of coastal paths.',
        keywords: ['islands', 'beaches', 'sustainability'],
      },
      {
        title: 'Historic tea estate opens trails through its hillside gardens',
        description:
          'Walkers can follow pickers at dawn, learn how the leaves are dried and taste the harvest in the old factory.',
        keywords: ['tea', 'hiking', 'culture'],
      },
      {
        title: 'Canal boats offer slow journeys between market towns',
        description:
          'The boats travel at walking pace and stop at locks where families sell cheese, bread and honey.',
        keywords: ['canals', 'slow travel'],
      },
      {
        title: 'Cave paintings reopen to visitors in small guided groups',
        description:
          'Only eight people may enter at a time, and the air inside is monitored to protect the fragile pigments.',
        keywords: ['archaeology', 'caves', 'heritage'],
      },
    ],
    paragraphs: [
      'Local businesses say the change has brought visitors who stay longer and spend more in family-run shops and restaurants.',
      'Guides encourage travellers to come outside the peak months, when prices are lower and the landscape is at its quietest.',
      'Bookings open at the start of each month, and the number of places is limited to keep the experience calm for visitors and residents alike.',
    ],
  },
  {
    slug: 'crime',
    stories: [
      {
        title: 'Police recover stolen paintings hidden in a storage unit',
        description:
          'Detectives followed a trail of online sales listings to a rented unit where six canvases were wrapped in blankets.',
        keywords: ['art theft', 'investigation'],
      },
      {
        title: 'Court convicts gang behind fake charity collections',
        description:
          'The group collected donations door to door using forged badges and the name of a real children’s charity.',
        keywords: ['fraud', 'courts', 'charity'],
      },
      {
        title: 'Neighbourhood watch app helps find missing teenager within hours',
        description:
          'Residents shared a photo and description, and a bus driver recognised the boy at a station across town.',
        keywords: ['community', 'missing persons'],
      },
      {
        title: 'Bank warns customers about calls impersonating its fraud team',
        description:
          'Callers claim an account is under attack and ask customers to move money to a so-called safe account.',
        keywords: ['scams', 'banking', 'fraud'],
      },
      {
        title: 'Cold case reopened after new forensic test on old evidence',
        description:
          'Investigators say a technique that was not available at the time may identify a suspect from a single fibre.',
        keywords: ['forensics', 'cold case'],
      },
      {
        title: 'Cycle thefts fall after city installs secure bike hangars',
        description:
          'Reported thefts in the central district dropped by half in the year after the lockable shelters were built.',
        keywords: ['theft', 'cycling', 'prevention'],
      },
      {
        title: 'Customs officers seize counterfeit medicines at the port',
        description:
          'The shipment, labelled as spare machine parts, contained thousands of packets of fake painkillers.',
        keywords: ['counterfeit', 'customs', 'health'],
      },
      {
        title: 'Youth mentoring scheme linked to drop in repeat offending',
        description:
          'Young people paired with a mentor after a first offence were far less likely to return to court within two years.',
        keywords: ['justice', 'youth', 'rehabilitation'],
      },
    ],
    paragraphs: [
      'Investigators thanked members of the public whose tips helped narrow the search, and asked anyone with further information to come forward.',
      'Defence lawyers said they would study the judgment before deciding whether to appeal, and declined to comment further.',
      'Officials stressed that the risk to the public remains low, and repeated advice on how to recognise and report suspicious activity.',
    ],
  },
];

/** Names of the seed authors (fictional). */
export const SEED_AUTHORS = [
  {
    fullName: 'Amara Okafor',
    beats: ['world', 'environment'],
    bio: 'Covers climate and coastal communities. Previously a field researcher on mangrove restoration.',
  },
  {
    fullName: 'Luis Fernández',
    beats: ['business'],
    bio: 'Business and labour reporter. Writes about cooperatives, small firms and the people who run them.',
  },
  {
    fullName: 'Priya Raman',
    beats: ['technology'],
    bio: 'Technology correspondent with a soft spot for open-source tools and repairable devices.',
  },
  {
    fullName: 'Jonas Eriksen',
    beats: ['sports'],
    bio: 'Sports writer who has followed lower-league football and endurance events for fifteen years.',
  },
  {
    fullName: 'Mei Lin Chen',
    beats: ['entertainment', 'lifestyle'],
    bio: 'Culture editor. Reviews books, theatre and the occasional video game.',
  },
  {
    fullName: 'Samuel Adeyemi',
    beats: ['politics'],
    bio: 'Politics and local government. Reads budgets so you do not have to.',
  },
  {
    fullName: 'Hana Novak',
    beats: ['tourism'],
    bio: 'Travel and heritage writer, happiest on slow trains and mountain paths.',
  },
  {
    fullName: 'Daniel Moreau',
    beats: ['crime'],
    bio: 'Courts and crime reporter focused on fraud, forensics and justice reform.',
  },
] as const satisfies ReadonlyArray<{ fullName: string; beats: readonly string[]; bio: string }>;

export const SEED_PLACES = [
  'Northport',
  'Eastvale',
  'Riverside',
  'Highmoor',
  'Saltmarsh',
  'Kingsbridge',
  'Westhaven',
  'Lakeside',
  'Stonebrook',
  'Fairmont',
  'Greyhaven',
  'Southwick',
] as const;
