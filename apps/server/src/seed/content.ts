/**
 * Original sample text for the seed, written for this project: no text is copied from real news,
 * and every person, place and quote is fictional. Per category:
 * - `stories`: sixteen hand-written headlines with their subtitle, standfirst and keywords, so the
 *   default seed (160 articles) has a unique headline on every article;
 * - `paragraphs`, `listItems`, `quotes`: pools the article bodies are composed from;
 * - `subjects` and `objects`: pieces that, with the shared `SEED_ACTIONS` and `SEED_PLACES`,
 *   compose the headlines of large seeds (`--scale`) inside the database.
 */
export interface SeedStory {
  title: string;
  /** The line under the headline (articles.subtitle). */
  subtitle: string;
  /** The standfirst: lists, search and the body's first paragraph (articles.description). */
  description: string;
  keywords: string[];
}

export interface SeedQuote {
  text: string;
  /** Who said it, as it follows the quote: "…,” says <speaker>. */
  speaker: string;
}

export interface SeedCategoryContent {
  slug: string;
  stories: SeedStory[];
  paragraphs: string[];
  listItems: string[];
  quotes: SeedQuote[];
  /** Plural subjects for composed headlines ("Fishers", "Aid agencies"). */
  subjects: string[];
  /** What the subjects act on, read after any of SEED_ACTIONS ("a shared storm warning"). */
  objects: string[];
}

export const SEED_CONTENT: SeedCategoryContent[] = [
  {
    slug: 'world',
    stories: [
      {
        title: 'Coastal nations agree on shared early-warning network for storms',
        subtitle: 'Radar and buoy data will be pooled across eleven countries',
        description:
          'Eleven governments will pool radar and buoy data so that fishing towns get cyclone alerts hours earlier than today.',
        keywords: ['climate', 'diplomacy', 'storms'],
      },
      {
        title: 'Border crossing reopens after three years, reuniting divided families',
        subtitle: 'Buses of relatives crossed at dawn as the gate lifted',
        description:
          'Crowds gathered at dawn as the gate lifted, with buses carrying relatives who had only spoken by phone since the closure.',
        keywords: ['borders', 'families', 'migration'],
      },
      {
        title: 'Summit ends with pledge to double grain storage in drought-hit regions',
        subtitle: 'Aid groups welcome the plan but warn about its timing',
        description:
          'Delegates left the three-day meeting with a funding plan, though aid groups warn the money arrives after the next harvest.',
        keywords: ['food security', 'summit', 'aid'],
      },
      {
        title: 'Island state holds first election under its new constitution',
        subtitle: 'Turnout passes seventy percent in a vote for a stronger parliament',
        description:
          'Turnout passed seventy percent as voters chose a parliament with powers that were previously held by an appointed council.',
        keywords: ['elections', 'constitution'],
      },
      {
        title: 'Rail link between two capitals cuts journey from two days to nine hours',
        subtitle: 'Freight will run at night and passengers by day',
        description:
          'The line, financed by both governments, is expected to carry freight at night and passengers during the day.',
        keywords: ['infrastructure', 'rail', 'trade'],
      },
      {
        title: 'Relief convoys reach mountain villages cut off by spring floods',
        subtitle: 'Engineers built temporary bridges overnight to let trucks across',
        description:
          'Engineers built temporary bridges overnight so that trucks carrying water filters and tents could cross the swollen river.',
        keywords: ['floods', 'relief', 'humanitarian'],
      },
      {
        title: 'Ancient manuscripts returned to the monastery that kept them for centuries',
        subtitle: 'Forty volumes go home after researchers traced their journey',
        description:
          'A private collector handed back forty volumes after researchers traced how they left the library during the war.',
        keywords: ['heritage', 'culture', 'restitution'],
      },
      {
        title: 'Ceasefire holds for a month as talks move to prisoner exchanges',
        subtitle: 'Mediators say both sides have met every deadline so far',
        description:
          'Mediators said both sides had met every deadline so far and that a list of detainees would be published next week.',
        keywords: ['ceasefire', 'peace talks'],
      },
      {
        title: 'River commission settles decades-old dispute over dam releases',
        subtitle: 'Downstream farmers will be told of every release a week ahead',
        description:
          'Three countries sharing the river signed a schedule of water releases after twelve rounds of talks held in a border town.',
        keywords: ['water', 'diplomacy', 'agriculture'],
      },
      {
        title: 'Refugee doctors allowed to practise after fast-track exams',
        subtitle: 'More than three hundred physicians passed in the first round',
        description:
          'Clinics in rural provinces will take most of the newly licensed doctors, many of whom had waited years for recognition.',
        keywords: ['refugees', 'health', 'migration'],
      },
      {
        title: 'Fishing fleets from rival ports share a single quota for the first time',
        subtitle: 'Crews will report catches to a joint office on the harbour wall',
        description:
          'The agreement ends years of arrests at sea, replacing patrol boats with shared logbooks and a monthly meeting of skippers.',
        keywords: ['fisheries', 'oceans', 'cooperation'],
      },
      {
        title: 'Volcano evacuees return home as the alert level is lowered',
        subtitle: 'Schools reopen on the slopes after seven weeks in tents',
        description:
          'Families packed their belongings into trucks at the evacuation camp as scientists reported a steady fall in gas emissions.',
        keywords: ['volcano', 'evacuation', 'disaster'],
      },
      {
        title: 'Trade bloc drops tariffs on medical supplies after a long negotiation',
        subtitle: 'Hospitals expect cheaper bandages, syringes and oxygen masks',
        description:
          'Ministers from nine member states agreed to remove duties on two hundred items, from surgical gloves to incubators.',
        keywords: ['trade', 'health', 'tariffs'],
      },
      {
        title: 'Desert nations plant a green belt of drought-resistant trees',
        subtitle: 'Villagers are paid to tend seedlings through the first dry season',
        description:
          'The belt will stretch across four countries, and early plots show millet yields rising where the trees break the wind.',
        keywords: ['desertification', 'trees', 'development'],
      },
      {
        title: 'Peace envoys open a hotline between two garrison towns',
        subtitle: 'Commanders on both sides can now talk before a dispute escalates',
        description:
          'The telephone line, staffed day and night, has already been used to settle a quarrel over grazing land near the frontier.',
        keywords: ['peace', 'security', 'diplomacy'],
      },
      {
        title: 'Census counts nomadic herders on horseback for the first time',
        subtitle: 'Enumerators rode for weeks to reach summer pastures',
        description:
          'Officials say the new figures will decide where mobile schools and clinics are sent when the herds move each season.',
        keywords: ['census', 'nomads', 'statistics'],
      },
    ],
    paragraphs: [
      'Officials who took part in the negotiations described long nights spent over maps and spreadsheets, and said the final text was shorter than any draft that came before it.',
      'Residents interviewed on the ground were cautiously hopeful. Several said they had heard promises before, and would judge the agreement by what changes in the next season.',
      'Independent observers noted that the plan depends on funding that has not yet been approved by every parliament involved, and that the first review is due within a year.',
      'Diplomats from neighbouring states attended the signing as observers, and at least two have asked to join the arrangement once its first year has been assessed.',
      'Aid workers in the region said the practical details mattered more than the ceremony: who pays for fuel, who keeps the records, and who answers the phone at night.',
      'Historians point out that similar agreements have been tried before, and that the ones which lasted were those built around everyday cooperation rather than grand declarations.',
    ],
    listItems: [
      'The first payments are due before the end of the quarter',
      'A joint office will publish progress reports every three months',
      'Local councils will nominate observers to the oversight board',
      'An independent review is scheduled after the first year',
      'Disputes go to a panel of three judges from outside the region',
      'Every document will be published in all the official languages',
    ],
    quotes: [
      {
        text: 'We did not agree on everything, but we agreed on what matters for the people living along the coast',
        speaker: 'one of the negotiators',
      },
      {
        text: 'My grandmother waited her whole life for this, and today I crossed for her',
        speaker: 'a teacher who travelled with her two children',
      },
      {
        text: 'Signatures are the easy part. The hard part starts on Monday morning',
        speaker: 'a regional aid coordinator',
      },
      {
        text: 'We will know it worked when nobody writes about it any more',
        speaker: 'a retired ambassador who advised the talks',
      },
    ],
    subjects: [
      'Coastal nations',
      'Aid agencies',
      'Border towns',
      'Foreign ministers',
      'Island states',
      'Peace envoys',
      'Relief workers',
      'River commissions',
      'Regional leaders',
      'Exiled writers',
      'Neighbouring states',
      'Trade delegations',
      'Mountain communities',
    ],
    objects: [
      'a shared storm warning system',
      'cross-border rail services',
      'grain reserves',
      'a regional water treaty',
      'new refugee visas',
      'joint fishing quotas',
      'a ceasefire monitoring team',
      'reconstruction funds',
      'a border market',
      'student exchange schemes',
      'emergency medical flights',
    ],
  },
  {
    slug: 'politics',
    stories: [
      {
        title: 'Parliament passes transparency law requiring lobbyists to publish meetings',
        subtitle: 'Ministers must log every meeting within ten working days',
        description:
          'Every meeting between a registered lobbyist and a minister must now appear in a public register within ten working days.',
        keywords: ['transparency', 'lobbying', 'parliament'],
      },
      {
        title: 'City council votes to put the budget online line by line',
        subtitle: 'Every contract can be followed from tender to payment',
        description:
          'Residents will be able to follow each contract from tender to payment, a change campaigners have sought for a decade.',
        keywords: ['local government', 'budget', 'open data'],
      },
      {
        title: 'Opposition unveils housing plan built around public land',
        subtitle: 'Cooperatives would lease unused plots in return for capped prices',
        description:
          'The proposal would lease unused state plots to cooperatives at low rent, in exchange for capped prices for thirty years.',
        keywords: ['housing', 'opposition', 'policy'],
      },
      {
        title: 'Electoral commission tests paper-backed voting machines in five districts',
        subtitle: 'Each electronic vote will print a slip the voter can check',
        description:
          'Every electronic vote will produce a printed slip that voters check before it drops into a sealed box.',
        keywords: ['elections', 'voting', 'security'],
      },
      {
        title: 'Youth assembly hands ministers fifty proposals on climate and jobs',
        subtitle: 'Members chosen by lottery met for six weekends over the winter',
        description:
          'The assembly, chosen by lottery from applicants aged sixteen to twenty-five, met for six weekends over the winter.',
        keywords: ['youth', 'citizens assembly', 'climate'],
      },
      {
        title: 'Coalition talks stall over pension reform timetable',
        subtitle: 'The partners agree on the direction but not on the start date',
        description:
          'The two largest parties agree on the direction but not on whether changes should start before or after the next election.',
        keywords: ['coalition', 'pensions'],
      },
      {
        title: 'Senate committee questions regulator over delayed water inspections',
        subtitle: 'A third of last year’s planned inspections were postponed',
        description:
          'Members asked why a third of planned inspections last year were postponed, and who decided which plants were skipped.',
        keywords: ['oversight', 'water', 'regulation'],
      },
      {
        title: 'Mayor proposes free night buses funded by a hotel levy',
        subtitle: 'Shift workers would gain most, according to a passenger survey',
        description:
          'Shift workers would be the main beneficiaries, according to a survey of passengers on the current late-night routes.',
        keywords: ['transport', 'city hall', 'taxes'],
      },
      {
        title: 'Regional assembly lowers the voting age for local elections to sixteen',
        subtitle: 'Schools prepare civics lessons before the first ballot next spring',
        description:
          'About forty thousand teenagers will be able to vote for councillors and mayors, after a debate that ran past midnight.',
        keywords: ['voting age', 'elections', 'youth'],
      },
      {
        title: 'Ministers publish their diaries online after a freedom-of-information ruling',
        subtitle: 'The first batch lists four thousand meetings and phone calls',
        description:
          'A tribunal found that the diaries were public records, and the government chose not to appeal the decision.',
        keywords: ['transparency', 'government', 'courts'],
      },
      {
        title: 'Rural towns win a bigger share of the road maintenance budget',
        subtitle: 'A new formula counts kilometres of road, not just residents',
        description:
          'Councils with long roads and few taxpayers have argued for years that the old formula left their bridges crumbling.',
        keywords: ['budget', 'roads', 'rural'],
      },
      {
        title: 'Independent candidate wins by-election on a promise to hold weekly surgeries',
        subtitle: 'The former nurse beat both major parties in a former stronghold',
        description:
          'She campaigned from a borrowed van, holding meetings in car parks and promising to answer every letter within a week.',
        keywords: ['by-election', 'independents', 'campaigns'],
      },
      {
        title: 'Parliament opens its committee rooms to live sign-language interpretation',
        subtitle: 'Deaf citizens can follow hearings as they happen',
        description:
          'Interpreters will appear beside the live stream of every public hearing, after a petition gathered sixty thousand names.',
        keywords: ['accessibility', 'parliament', 'petitions'],
      },
      {
        title: 'Governors agree on a common rulebook for public procurement',
        subtitle: 'Tenders above a set value must be advertised for thirty days',
        description:
          'Small firms say the shared rules will make it easier to bid for contracts in more than one province.',
        keywords: ['procurement', 'regions', 'small business'],
      },
      {
        title: 'Citizens jury recommends a ban on new drive-through restaurants near schools',
        subtitle: 'Twenty-four residents heard from doctors, owners and parents',
        description:
          'The jury’s report now goes to the council’s planning committee, which promised to respond within three months.',
        keywords: ['public health', 'planning', 'citizens jury'],
      },
      {
        title: 'Party leaders agree to a debate on local radio in every region',
        subtitle: 'Listeners will send in the questions for each programme',
        description:
          'Stations in ten regions will host an hour-long debate each, with questions chosen from those sent by listeners.',
        keywords: ['campaigns', 'debates', 'media'],
      },
    ],
    paragraphs: [
      'Supporters of the measure argued that it restores trust by letting citizens see decisions as they are made rather than reading about them years later.',
      'Critics said the timetable is too ambitious for departments that are already short of staff, and asked for an independent review of the costs.',
      'The bill now moves to a second reading, where amendments on enforcement and penalties are expected to dominate the debate.',
      'Civil servants have been asked to prepare guidance within six weeks, and a public consultation will run through the summer.',
      'Opinion polls suggest voters are broadly in favour, though support falls sharply when people are asked who should pay for it.',
      'Several backbenchers said privately that they would have preferred a slower start, but none voted against the government on the final count.',
    ],
    listItems: [
      'The law takes effect at the start of the next financial year',
      'A public register will be updated every working day',
      'Fines rise for repeated breaches of the rules',
      'Councils receive extra funding for the first two years',
      'An annual report goes to parliament each autumn',
      'Residents can comment online before each final vote',
    ],
    quotes: [
      {
        text: 'People should not need a lawyer to find out who their representatives are meeting',
        speaker: 'the campaigner who first proposed the register',
      },
      {
        text: 'We support the aim, but the details were written in a hurry',
        speaker: 'an opposition spokesperson',
      },
      {
        text: 'I have knocked on doors for twenty years and this is what people asked for',
        speaker: 'a councillor from the city’s eastern ward',
      },
      {
        text: 'It is a small change on paper and a big change in how this building works',
        speaker: 'a senior clerk of the assembly',
      },
    ],
    subjects: [
      'Councillors',
      'Opposition leaders',
      'Ministers',
      'Campaigners',
      'Backbench members',
      'Mayors',
      'Voters',
      'Committee members',
      'Regional governors',
      'Union leaders',
      'Student groups',
      'Independent candidates',
      'Senators',
    ],
    objects: [
      'a new lobbying register',
      'night bus routes',
      'rent controls',
      'a bigger road budget',
      'paper ballots',
      'a citizens assembly',
      'pension changes',
      'open council meetings',
      'a hotel levy',
      'school meal funding',
      'election spending limits',
    ],
  },
  {
    slug: 'business',
    stories: [
      {
        title: 'Family bakery chain shifts to four-day week without cutting pay',
        subtitle: 'Sick days fell and sales held up during a six-month trial',
        description:
          'After a six-month trial, managers reported fewer sick days and no drop in sales across its twenty-two shops.',
        keywords: ['work', 'retail', 'productivity'],
      },
      {
        title: 'Port operator invests in electric cranes to cut fuel bills',
        subtitle: 'The cranes should pay for themselves within seven years',
        description:
          'The company expects the new cranes to pay for themselves within seven years as diesel prices stay high.',
        keywords: ['logistics', 'energy', 'investment'],
      },
      {
        title: 'Small lenders report rise in loans to first-time founders',
        subtitle: 'Food, repairs and home care lead a quarter more applications',
        description:
          'Applications from businesses younger than a year grew by a quarter, led by food, repairs and home care services.',
        keywords: ['startups', 'finance', 'loans'],
      },
      {
        title: 'Textile mill reopens as a cooperative owned by its workers',
        subtitle: 'Two hundred former employees bought the machines at auction',
        description:
          'Two hundred former employees bought the machines at auction and now vote on prices, wages and new orders.',
        keywords: ['cooperatives', 'manufacturing'],
      },
      {
        title: 'Grocery prices ease for the third month as harvest improves',
        subtitle: 'Vegetables and cooking oil lead the decline; bread stays dear',
        description:
          'Vegetables and cooking oil led the decline, though economists say bread prices remain well above last year.',
        keywords: ['inflation', 'food', 'economy'],
      },
      {
        title: 'Regional airline adds routes to towns without rail links',
        subtitle: 'Small turboprops will connect with buses timed to each arrival',
        description:
          'Flights will use small turboprop aircraft and connect with bus services timed to each arrival.',
        keywords: ['aviation', 'regional economy'],
      },
      {
        title: 'Repair shops see boom as shoppers fix rather than replace',
        subtitle: 'Waiting lists have doubled and apprentices are being hired',
        description:
          'Phone, bicycle and appliance repairers say their waiting lists have doubled, and several are hiring apprentices.',
        keywords: ['repair', 'consumers', 'jobs'],
      },
      {
        title: 'Stock exchange launches market for community energy projects',
        subtitle: 'Residents can buy small, regulated bonds in local solar farms',
        description:
          'Local solar and wind cooperatives will be able to raise money from residents through small, regulated bonds.',
        keywords: ['markets', 'renewables', 'bonds'],
      },
      {
        title: 'Coffee roaster pays growers a fixed price above the market for five years',
        subtitle: 'The contracts let farmers plan replanting and hire pickers early',
        description:
          'The roaster signed directly with three hundred smallholders, cutting out two layers of traders between farm and cup.',
        keywords: ['coffee', 'trade', 'farmers'],
      },
      {
        title: 'Shipyard wins order for hydrogen ferries and rehires welders',
        subtitle: 'The yard had not launched a vessel in six years',
        description:
          'The contract for four ferries secures work until the end of the decade and brings back many of those laid off.',
        keywords: ['shipbuilding', 'hydrogen', 'jobs'],
      },
      {
        title: 'Market traders switch to card payments as cash use falls',
        subtitle: 'A shared terminal scheme cuts fees for the smallest stalls',
        description:
          'Fruit sellers and florists pooled their card payments through a cooperative, paying lower fees than they could alone.',
        keywords: ['payments', 'markets', 'small business'],
      },
      {
        title: 'Furniture maker brings production home from overseas',
        subtitle: 'Rising freight costs and long delays made the factory worth reopening',
        description:
          'The company will employ one hundred and twenty people in its old workshop, which had been used as a warehouse.',
        keywords: ['manufacturing', 'reshoring', 'jobs'],
      },
      {
        title: 'Central bank holds rates steady and signals patience on cuts',
        subtitle: 'Policymakers want to see wage growth cool before moving',
        description:
          'The committee voted seven to two to keep borrowing costs unchanged, with the minority favouring a small reduction.',
        keywords: ['interest rates', 'central bank', 'economy'],
      },
      {
        title: 'Department store turns its top floor into a food hall for local producers',
        subtitle: 'Twenty stalls pay rent based on a share of their sales',
        description:
          'The store’s owners say footfall has risen since the food hall opened, lifting sales on the floors below as well.',
        keywords: ['retail', 'high street', 'food'],
      },
      {
        title: 'Logistics firm trains warehouse staff as electric van mechanics',
        subtitle: 'The course runs on paid time and ends with a recognised certificate',
        description:
          'The firm says it cannot hire enough mechanics for its growing electric fleet, so it decided to train its own.',
        keywords: ['training', 'electric vehicles', 'logistics'],
      },
      {
        title: 'Brewery cooperative buys back the town’s last pub',
        subtitle: 'Four hundred residents each bought shares to keep it open',
        description:
          'The pub will stay a meeting place for clubs and quiz nights, and the brewery will sell its beer behind the bar.',
        keywords: ['community ownership', 'pubs', 'cooperatives'],
      },
    ],
    paragraphs: [
      'The company said the decision followed a year of consultation with staff and suppliers, and that the figures would be published in its next annual report.',
      'Analysts were divided. Some called the move a sensible bet on the long term; others warned that margins in the sector are thin and leave little room for error.',
      'Customers interviewed outside one of the branches said they had noticed the change mostly in shorter queues and staff who had more time to help.',
      'Suppliers welcomed the longer contracts, saying that predictable orders allow them to invest in equipment and keep experienced staff through quieter months.',
      'The local chamber of commerce said other firms in the area were watching closely, and that several had asked to visit before making similar changes.',
      'Economists cautioned against reading too much into a single company’s results, but said the trend matches wider figures on small business confidence.',
    ],
    listItems: [
      'Staff were consulted over three rounds of meetings',
      'The investment is financed from retained profits',
      'No jobs will be cut as a result of the change',
      'Prices for customers stay the same this year',
      'Suppliers are offered contracts of three years or more',
      'Results will be reviewed by an outside auditor',
    ],
    quotes: [
      {
        text: 'We looked at the numbers for a year before we dared to try it',
        speaker: 'the firm’s finance director',
      },
      {
        text: 'Customers tell us they would rather wait a day than buy a new one',
        speaker: 'a repairer who opened her workshop last spring',
      },
      {
        text: 'Small firms are the first to feel a change in the weather, good or bad',
        speaker: 'an economist at a regional university',
      },
      {
        text: 'Nobody here wanted to be the generation that let it close',
        speaker: 'a machinist who has worked at the site for thirty-one years',
      },
    ],
    subjects: [
      'Small lenders',
      'Shopkeepers',
      'Port operators',
      'Family firms',
      'Worker cooperatives',
      'Bakers',
      'Regional airlines',
      'Market traders',
      'Investors',
      'Manufacturers',
      'Shipyards',
      'Exporters',
      'Farm suppliers',
    ],
    objects: [
      'a four-day week',
      'electric delivery vans',
      'longer supplier contracts',
      'card payment fees',
      'a new trade fair',
      'apprentice wages',
      'cheaper business loans',
      'a shared warehouse',
      'high street rents',
      'export insurance',
      'energy price caps',
    ],
  },
  {
    slug: 'entertainment',
    stories: [
      {
        title: 'Debut novel about a lighthouse keeper wins the readers prize',
        subtitle: 'The author wrote it over five winters of hospital night shifts',
        description:
          'The author wrote the book over five winters while working night shifts at a hospital switchboard.',
        keywords: ['books', 'awards', 'fiction'],
      },
      {
        title: 'Open-air cinema returns to the old harbour for the summer',
        subtitle: 'Restored classics alternate with short films by local students',
        description:
          'Screenings will alternate between restored classics and short films made by local students.',
        keywords: ['film', 'festival', 'summer'],
      },
      {
        title: 'Folk trio sells out concert hall with songs collected from grandparents',
        subtitle: 'Two years of village recordings, arranged for strings and voice',
        description:
          'The band spent two years recording elderly singers in villages before arranging the tunes for strings and voice.',
        keywords: ['music', 'folk', 'concerts'],
      },
      {
        title: 'Theatre company stages a play performed entirely in sign language',
        subtitle: 'Deaf actors lead a production for the first time',
        description:
          'Hearing audience members follow with live captions, while deaf actors lead the production for the first time.',
        keywords: ['theatre', 'accessibility'],
      },
      {
        title: 'Animated series about a family of river otters is renewed',
        subtitle: 'A studio of twelve draws every frame by hand',
        description:
          'The show, drawn by hand by a studio of twelve people, became a surprise hit with adults as well as children.',
        keywords: ['animation', 'television'],
      },
      {
        title: 'Museum opens gallery of video games as playable art',
        subtitle: 'Thirty games can be played on their original machines',
        description:
          'Visitors can play thirty titles on their original machines, from early arcade cabinets to recent independent works.',
        keywords: ['games', 'museums', 'art'],
      },
      {
        title: 'Choir of retired dockworkers releases its first album',
        subtitle: 'Recorded in the warehouse where many of the singers once worked',
        description:
          'The forty singers recorded in the warehouse where many of them once worked, keeping the echo of the building.',
        keywords: ['music', 'community'],
      },
      {
        title: 'Film festival adds prize for best script by a first-time writer',
        subtitle: 'The winner gets a year of mentoring and a funded table read',
        description:
          'The award includes a year of mentoring with an established screenwriter and funding for a table read.',
        keywords: ['film', 'screenwriting', 'awards'],
      },
      {
        title: 'Puppet theatre celebrates fifty years with a show about its founders',
        subtitle: 'The marionettes were carved from the wood of the original stage',
        description:
          'Three generations of one family have worked the strings, and the anniversary show tells their story in miniature.',
        keywords: ['puppetry', 'theatre', 'anniversary'],
      },
      {
        title: 'Jazz pianist records an album on a restored concert grand',
        subtitle: 'The piano spent thirty years in a school hall before its rescue',
        description:
          'A restorer spent eighteen months rebuilding the instrument, and the pianist recorded the album in two days.',
        keywords: ['jazz', 'music', 'albums'],
      },
      {
        title: 'Comic book about a small-town newspaper becomes a bestseller',
        subtitle: 'The artist based the newsroom on her grandfather’s print shop',
        description:
          'The graphic novel follows a weekly paper through its last year in print, and has been translated into nine languages.',
        keywords: ['comics', 'books', 'journalism'],
      },
      {
        title: 'Street dance crews fill the old bus depot for a weekend battle',
        subtitle: 'Sixty crews competed on a floor laid over the inspection pits',
        description:
          'Judges scored rounds on timing and originality, and the winners earned a place at a national final in the autumn.',
        keywords: ['dance', 'street culture', 'competitions'],
      },
      {
        title: 'Radio drama about a night ferry crossing draws a million listeners',
        subtitle: 'The cast recorded on a real ferry between two ports',
        description:
          'Sound engineers captured engines, gulls and announcements on board, mixing them live with the actors’ voices.',
        keywords: ['radio', 'drama', 'audio'],
      },
      {
        title: 'Village orchestra invites anyone who can play three notes',
        subtitle: 'Rehearsals are in the church hall every Thursday evening',
        description:
          'The conductor, a retired music teacher, arranges every piece so that beginners and experienced players can join in.',
        keywords: ['orchestra', 'music', 'amateur'],
      },
      {
        title: 'Photographer’s portraits of lighthouse families go on show',
        subtitle: 'Forty years of pictures from a dozen rocky islands',
        description:
          'The exhibition pairs each portrait with a recording of the sitter describing life on an island without roads.',
        keywords: ['photography', 'exhibitions', 'islands'],
      },
      {
        title: 'Silent film gets a new score written by a school orchestra',
        subtitle: 'Students composed the music over a year of lunchtimes',
        description:
          'The premiere at the town cinema sold out within a day, and the recording will be released by the film archive.',
        keywords: ['film', 'music', 'schools'],
      },
    ],
    paragraphs: [
      'The opening night drew a mixed crowd of longtime fans and newcomers, many of whom stayed afterwards to talk with the cast and crew.',
      'Critics praised the restraint of the work, noting that its quietest moments were the ones audiences talked about on the way out.',
      'Organisers said tickets for the remaining dates were selling quickly and that a recording would be made available later in the year.',
      'Much of the work happened out of sight: weeks of rehearsals in borrowed rooms, props built from scrap, and volunteers who sold tickets at the door.',
      'The project received a modest grant from the arts council, which covered rehearsal space and paid the performers a fair fee.',
      'A touring version is planned for the spring, with stops in small venues that rarely host productions of this size.',
    ],
    listItems: [
      'Performances run from Thursday to Sunday each week',
      'A relaxed showing is held every Saturday afternoon',
      'Tickets for under-eighteens cost half the usual price',
      'The venue has step-free access and a hearing loop',
      'A talk with the creators follows the first night',
      'A recording will be released later in the year',
    ],
    quotes: [
      {
        text: 'We wanted people to leave humming the songs without knowing where they had heard them',
        speaker: 'the musical director',
      },
      {
        text: 'I brought my grandson, and now he wants to learn the fiddle',
        speaker: 'a member of the audience on the opening night',
      },
      {
        text: 'Every time we thought of cutting a scene, someone in rehearsal cried at it',
        speaker: 'the director',
      },
      {
        text: 'This is the kind of work that makes a small stage feel like the centre of the world',
        speaker: 'a critic who reviewed the premiere',
      },
    ],
    subjects: [
      'Film festivals',
      'Folk musicians',
      'Theatre companies',
      'Museum curators',
      'Local choirs',
      'Young filmmakers',
      'Puppeteers',
      'Publishers',
      'Radio producers',
      'Street dancers',
      'Jazz clubs',
      'Comic artists',
      'Orchestras',
    ],
    objects: [
      'an open-air cinema',
      'a new readers prize',
      'summer concerts in the park',
      'a playable games gallery',
      'a sign-language stage show',
      'a festival of short films',
      'late-night museum openings',
      'a touring puppet show',
      'a community music school',
      'a restored picture house',
      'cheaper seats for students',
    ],
  },
  {
    slug: 'sports',
    stories: [
      {
        title: 'Underdog club clinches promotion on the last day of the season',
        subtitle: 'A late header sends thousands of supporters onto the pitch',
        description:
          'A header in the ninetieth minute sent thousands of supporters onto the pitch of the small riverside ground.',
        keywords: ['football', 'promotion'],
      },
      {
        title: 'Marathon introduces wheelchair category with equal prize money',
        subtitle: 'Athletes who once raced unofficially will now compete for titles',
        description:
          'Organisers said the change follows years of requests from athletes who had to race as unofficial entrants.',
        keywords: ['athletics', 'marathon', 'inclusion'],
      },
      {
        title: 'Teenage chess player earns grandmaster title after a marathon tournament',
        subtitle: 'The final norm came with a draw after almost six hours',
        description:
          'The fifteen-year-old secured the final norm with a draw in a game that lasted almost six hours.',
        keywords: ['chess', 'youth'],
      },
      {
        title: 'National cycling team unveils bikes built from recycled aluminium',
        subtitle: 'The frames weigh within grams of the old models and cost less',
        description:
          'Engineers say the frames are within a few grams of the previous models and cost less to produce.',
        keywords: ['cycling', 'equipment', 'sustainability'],
      },
      {
        title: 'Women’s cricket league doubles its teams for the new season',
        subtitle: 'Every club must run a junior academy for girls',
        description:
          'Matches will be streamed for free, and every club must run a junior academy for girls.',
        keywords: ['cricket', 'women', 'league'],
      },
      {
        title: 'Swimmer breaks national record in first race after injury',
        subtitle: 'Eight months after surgery she took almost a second off the mark',
        description:
          'Eight months after shoulder surgery she finished the two hundred metres almost a second under the old mark.',
        keywords: ['swimming', 'records'],
      },
      {
        title: 'Town builds floodlit court so teenagers can play after school',
        subtitle: 'Young players asked for benches, shade and a water fountain',
        description:
          'The court was designed with input from the young players, who asked for benches, shade and a water fountain.',
        keywords: ['basketball', 'community', 'facilities'],
      },
      {
        title: 'Rowing crew completes ocean crossing in fifty-one days',
        subtitle: 'Four rowers survived a week of storms mid-ocean',
        description:
          'The four rowers took turns in two-hour shifts and survived a week of storms in the middle of the crossing.',
        keywords: ['rowing', 'adventure'],
      },
      {
        title: 'Veteran goalkeeper saves three penalties to win the cup final',
        subtitle: 'The thirty-nine-year-old had planned to retire last summer',
        description:
          'He studied the takers’ habits on video the night before, and guessed the right way every time in the shootout.',
        keywords: ['football', 'cup final', 'penalties'],
      },
      {
        title: 'Mountain runners race the old postal route over three passes',
        subtitle: 'The course follows the path mail carriers walked a century ago',
        description:
          'Two hundred runners climbed more than three thousand metres, and the winner finished in just under seven hours.',
        keywords: ['trail running', 'mountains', 'endurance'],
      },
      {
        title: 'Volleyball club built by refugees reaches the regional final',
        subtitle: 'The team trained for two years on a car park court',
        description:
          'Players from six countries formed the club after meeting at a language class, and now coach the junior squad too.',
        keywords: ['volleyball', 'refugees', 'community'],
      },
      {
        title: 'Ice rink reopens after a community fund pays for new cooling',
        subtitle: 'Hockey and figure skating clubs return after two lost winters',
        description:
          'More than two thousand people donated to replace the refrigeration plant, which had failed during a heatwave.',
        keywords: ['ice hockey', 'skating', 'facilities'],
      },
      {
        title: 'Judo champion opens free dojo for children in her home district',
        subtitle: 'Classes run every weekday after school in a former garage',
        description:
          'She bought the mats with her prize money, and older students help to coach the youngest beginners.',
        keywords: ['judo', 'youth', 'martial arts'],
      },
      {
        title: 'Sailing crew of teenagers wins the coastal regatta',
        subtitle: 'The youngest crew in the race read the wind best on the final leg',
        description:
          'The five sailors, all under eighteen, trained on a borrowed boat and beat crews with decades more experience.',
        keywords: ['sailing', 'regatta', 'youth'],
      },
      {
        title: 'Tennis club drops its membership fee for under-sixteens',
        subtitle: 'Junior numbers tripled within a month of the change',
        description:
          'Adult members voted to pay slightly more each year so that children from any family could play for free.',
        keywords: ['tennis', 'youth', 'clubs'],
      },
      {
        title: 'Wheelchair rugby team qualifies for the world championship',
        subtitle: 'A last-second try sealed the place after a tense final',
        description:
          'The squad has trained in a school sports hall for three years, fundraising for chairs that cost as much as a car.',
        keywords: ['wheelchair rugby', 'para sport', 'qualification'],
      },
    ],
    paragraphs: [
      'The coach credited the result to months of patient work on fitness and a squad that kept believing when the season looked lost.',
      'Supporters lined the streets for the return home, and the club said the trophy would visit local schools over the coming weeks.',
      'Next season brings a tougher schedule, and the players admitted that repeating this year will demand even more from everyone.',
      'Behind the scenes, volunteers wash kits, drive minibuses and run the tea hut, and the club says none of it would happen without them.',
      'Sports scientists at the regional institute have followed the squad all year, measuring sleep, recovery and training loads.',
      'The governing body said the result shows what is possible when clubs invest in young players instead of buying experience.',
    ],
    listItems: [
      'Training sessions are open to newcomers every Tuesday',
      'Season tickets go on sale at the start of next month',
      'The junior academy has places for forty more children',
      'Home matches will be streamed free of charge',
      'A new physiotherapy room opens in the spring',
      'Volunteers are needed for match days and travel',
    ],
    quotes: [
      {
        text: 'Nobody gave us a chance in August, and that is exactly what kept us going',
        speaker: 'the team captain',
      },
      {
        text: 'I have been coming to this ground since I was six, and I have never heard it this loud',
        speaker: 'a supporter who travelled to every away game',
      },
      {
        text: 'Talent gets you in the squad. Turning up on cold Tuesday nights keeps you there',
        speaker: 'the head coach',
      },
      {
        text: 'We raced for everyone who ever told us this was not a sport for people like us',
        speaker: 'one of the athletes',
      },
    ],
    subjects: [
      'Club owners',
      'Supporters',
      'Coaches',
      'Youth teams',
      'Athletes',
      'League officials',
      'Cyclists',
      'Swimmers',
      'Referees',
      'Marathon organisers',
      'Rowing clubs',
      'Groundskeepers',
      'Team doctors',
    ],
    objects: [
      'a new training ground',
      'cheaper season tickets',
      'a floodlit pitch',
      'safer cycle routes',
      'equal prize money',
      'a junior academy',
      'a return to standing terraces',
      'free match streaming',
      'a bigger summer league',
      'new concussion rules',
      'a rebuilt grandstand',
    ],
  },
  {
    slug: 'environment',
    stories: [
      {
        title: 'Wetland restored on former farmland welcomes returning cranes',
        subtitle: 'More than two hundred cranes counted three years after the drains were blocked',
        description:
          'Three years after the drains were blocked, birdwatchers counted more than two hundred cranes on the marsh.',
        keywords: ['wildlife', 'wetlands', 'restoration'],
      },
      {
        title: 'City plants ten thousand street trees chosen for hotter summers',
        subtitle: 'A heat map decided which streets were planted first',
        description:
          'Species were picked for drought tolerance and shade, after a study mapped the hottest streets in every district.',
        keywords: ['trees', 'urban heat', 'climate'],
      },
      {
        title: 'River cleanup volunteers pull two tonnes of plastic from the banks',
        subtitle: 'Most of it was packaging washed downstream after storms',
        description:
          'Most of the waste was packaging washed downstream after storms, according to the group that sorted it.',
        keywords: ['plastic', 'rivers', 'volunteers'],
      },
      {
        title: 'Solar panels on school roofs now cover a third of their electricity',
        subtitle: 'Pupils use the live output in maths and science lessons',
        description:
          'Students track the output on screens in their classrooms and use the data in maths and science lessons.',
        keywords: ['solar', 'schools', 'energy'],
      },
      {
        title: 'Fishing communities agree to rest the reef for two seasons',
        subtitle: 'The closure was proposed by the fishers themselves',
        description:
          'The closure was proposed by the fishers themselves after catches of reef fish fell sharply over five years.',
        keywords: ['oceans', 'fisheries', 'conservation'],
      },
      {
        title: 'Air quality sensors reveal pollution hotspots near school gates',
        subtitle: 'Parents built the network; the council closed two streets at drop-off',
        description:
          'Parents organised the network of cheap sensors, and the council has since closed two streets to traffic at drop-off.',
        keywords: ['air quality', 'citizen science'],
      },
      {
        title: 'Seed bank collects rare wheat varieties from hill farmers',
        subtitle: 'Some varieties have stayed in one family for generations',
        description:
          'Some of the varieties have been grown by the same families for generations and survive dry years better.',
        keywords: ['agriculture', 'biodiversity', 'seeds'],
      },
      {
        title: 'Beavers reintroduced to slow floods in upland valley',
        subtitle: 'Their dams should hold back storm water and keep streams flowing',
        description:
          'Their dams are expected to hold back water during heavy rain and keep streams flowing in dry months.',
        keywords: ['rewilding', 'floods', 'wildlife'],
      },
      {
        title: 'Glacier monitoring station records its earliest melt season',
        subtitle: 'Meltwater began flowing three weeks before the long-term average',
        description:
          'Researchers who have measured the ice for thirty years say the glacier lost more mass this summer than in any year on record.',
        keywords: ['glaciers', 'climate', 'research'],
      },
      {
        title: 'Farmers return hedgerows to fields cleared decades ago',
        subtitle: 'Two hundred kilometres of hedges planted with native shrubs',
        description:
          'The hedges give shelter to birds and insects, and farmers report less soil blowing off their fields in spring.',
        keywords: ['farming', 'hedgerows', 'biodiversity'],
      },
      {
        title: 'Seagrass meadows replanted by divers in a sheltered bay',
        subtitle: 'Volunteers planted a million seeds by hand in hessian bags',
        description:
          'Seagrass stores carbon and shelters young fish, and the bay once held meadows stretching for kilometres.',
        keywords: ['oceans', 'seagrass', 'restoration'],
      },
      {
        title: 'Town bans garden bonfires after a summer of wildfire warnings',
        subtitle: 'Green waste will be collected for free every fortnight instead',
        description:
          'Firefighters said most of the grass fires they attended last year started from burning garden waste on dry days.',
        keywords: ['wildfires', 'local rules', 'waste'],
      },
      {
        title: 'Night-time survey finds bats thriving in old railway tunnels',
        subtitle: 'Nine species were recorded roosting in tunnels closed for decades',
        description:
          'Ecologists want the tunnels protected from development, saying the steady temperature inside suits hibernating colonies.',
        keywords: ['bats', 'wildlife', 'surveys'],
      },
      {
        title: 'Repair cafes keep five tonnes of electronics out of landfill',
        subtitle: 'Volunteers fixed kettles, lamps and radios over a single year',
        description:
          'Twenty repair cafes pooled their records for the first time, logging every item that left working again.',
        keywords: ['repair', 'waste', 'recycling'],
      },
      {
        title: 'Heat pumps replace gas boilers in a whole street of terraced houses',
        subtitle: 'Neighbours bought together to cut the cost of installation',
        description:
          'Forty households joined a single order, and engineers worked house by house over a fortnight with no power cuts.',
        keywords: ['heat pumps', 'homes', 'energy'],
      },
      {
        title: 'Butterfly count reaches a ten-year high after a wet spring',
        subtitle: 'Thousands of volunteers spent fifteen minutes counting in parks',
        description:
          'Wildflower verges left uncut by councils were among the places with the highest numbers, organisers said.',
        keywords: ['butterflies', 'citizen science', 'wildlife'],
      },
    ],
    paragraphs: [
      'Scientists involved in the project said early measurements were encouraging, but that it will take several more years of data to be certain of the effect.',
      'Local residents have become part of the monitoring, recording sightings and readings that are shared openly with researchers.',
      'The approach is now being studied by neighbouring regions, which face similar pressures and limited budgets.',
      'Funding came from a mix of public grants and small donations, and the organisers say every spending decision is published online.',
      'Not everyone is convinced. Some landowners worry about the cost of maintenance, and have asked for long-term guarantees before taking part.',
      'Ecologists stress that recovery is slow: the first signs are often small, like a single species returning, long before the wider landscape changes.',
    ],
    listItems: [
      'Monitoring data is published every month',
      'Volunteers are trained before each survey season',
      'Landowners receive payments for the first five years',
      'Schools can book guided visits to the site',
      'Dogs must be kept on leads during nesting season',
      'A public meeting reviews progress each winter',
    ],
    quotes: [
      {
        text: 'The first morning we heard the cranes, half the village came out to listen',
        speaker: 'a farmer who gave up part of his land for the marsh',
      },
      {
        text: 'Nature does most of the work if you stop getting in its way',
        speaker: 'the ecologist leading the project',
      },
      {
        text: 'We measured it because nobody believed us until we had numbers',
        speaker: 'one of the parents behind the sensor network',
      },
      {
        text: 'It will take a generation to know if we got this right, and that is fine',
        speaker: 'a warden who has walked the site every day for a decade',
      },
    ],
    subjects: [
      'Ecologists',
      'Farmers',
      'Beekeepers',
      'Conservation groups',
      'River trusts',
      'Climate scientists',
      'Wildlife rangers',
      'Tree wardens',
      'Coastal councils',
      'Fishers',
      'Birdwatchers',
      'School pupils',
      'Park keepers',
    ],
    objects: [
      'a wetland restoration',
      'a ban on garden bonfires',
      'new street trees',
      'a marine reserve',
      'cleaner river water',
      'wildflower verges',
      'a community solar farm',
      'hedgerow grants',
      'air quality sensors',
      'a plastic bag charge',
      'flood meadows',
    ],
  },
  {
    slug: 'lifestyle',
    stories: [
      {
        title: 'Community kitchens turn surplus vegetables into weekly dinners',
        subtitle: 'Anyone can walk in, and nobody is asked any questions',
        description:
          'Volunteers collect produce that markets cannot sell and cook for anyone who walks in, no questions asked.',
        keywords: ['food', 'community', 'waste'],
      },
      {
        title: 'Why more people are taking up slow walking holidays at home',
        subtitle: 'Small guesthouses along old trails report a busy year',
        description:
          'Walkers describe rediscovering their own region on foot, staying in small guesthouses along old trails.',
        keywords: ['walking', 'wellbeing', 'travel'],
      },
      {
        title: 'Library lends tools, sewing machines and tents alongside books',
        subtitle: 'Drills and ladders are the most borrowed items',
        description:
          'The library of things has become one of its busiest services, with drills and ladders borrowed most often.',
        keywords: ['libraries', 'sharing', 'home'],
      },
      {
        title: 'Balcony gardens feed families through the summer months',
        subtitle: 'Tomatoes, beans and herbs in less than two square metres',
        description:
          'A workshop series teaches apartment dwellers to grow tomatoes, beans and herbs in less than two square metres.',
        keywords: ['gardening', 'cities', 'food'],
      },
      {
        title: 'Grandparents and teenagers swap skills in weekly workshops',
        subtitle: 'Knitting and bread for help with phones and online forms',
        description:
          'Older residents teach knitting and bread-making, while teenagers help with phones, video calls and online forms.',
        keywords: ['family', 'generations', 'learning'],
      },
      {
        title: 'Quiet hours at supermarkets help shoppers with sensory needs',
        subtitle: 'Dimmed lights and no music for two hours a week',
        description:
          'Lights are dimmed and music turned off for two hours every week, and staff say the calm suits everyone.',
        keywords: ['accessibility', 'shopping'],
      },
      {
        title: 'Home cooks revive recipes from a village cookbook found in an attic',
        subtitle: 'Eighty handwritten recipes, some forgotten even by the oldest residents',
        description:
          'The handwritten book holds eighty recipes, several of which had been forgotten even by the oldest residents.',
        keywords: ['cooking', 'heritage', 'recipes'],
      },
      {
        title: 'Running clubs for beginners grow across small towns',
        subtitle: 'Groups meet at dawn or after work and leave nobody behind',
        description:
          'Groups meet at dawn or after work and promise that nobody is ever left behind, whatever their pace.',
        keywords: ['running', 'fitness', 'community'],
      },
      {
        title: 'Cold-water swimmers gather at the lake every morning of the year',
        subtitle: 'The group began with three friends and now numbers two hundred',
        description:
          'Members swim for a few minutes even in winter, and share flasks of tea on the jetty while they warm up.',
        keywords: ['swimming', 'wellbeing', 'outdoors'],
      },
      {
        title: 'Sourdough starter passed between neighbours reaches its hundredth kitchen',
        subtitle: 'A jar left on a doorstep began a street-wide baking habit',
        description:
          'Each new keeper writes their name on a card that travels with the jar, and the list now fills both sides.',
        keywords: ['baking', 'neighbours', 'food'],
      },
      {
        title: 'Allotment waiting lists shrink as councils split plots in half',
        subtitle: 'Half plots suit beginners who work full time, gardeners say',
        description:
          'Some people had waited eight years for a plot, and the smaller size has proved popular with young families.',
        keywords: ['allotments', 'gardening', 'councils'],
      },
      {
        title: 'Clothing swap shop opens in a former bank branch',
        subtitle: 'Shoppers bring what they no longer wear and leave with something new to them',
        description:
          'The shop runs on tokens rather than money, and volunteers mend anything that arrives with a loose seam.',
        keywords: ['fashion', 'reuse', 'high street'],
      },
      {
        title: 'Retired carpenters teach young people to build their own furniture',
        subtitle: 'Each student leaves the course with a chair they made by hand',
        description:
          'The workshop meets in a shed behind the community centre, with tools donated by families of former members.',
        keywords: ['crafts', 'woodwork', 'learning'],
      },
      {
        title: 'Supper clubs in family homes bring strangers to the same table',
        subtitle: 'Hosts cook dishes from their childhood for guests they have never met',
        description:
          'Guests pay what they can, and the hosts say the conversations last long after the plates are cleared.',
        keywords: ['food', 'hospitality', 'community'],
      },
      {
        title: 'Town swaps its Saturday car park for a weekly family market',
        subtitle: 'Stalls sell bread, plants and secondhand books until mid-afternoon',
        description:
          'Traders pay a small fee that funds the cleanup, and children’s games fill the space where cars once parked.',
        keywords: ['markets', 'family', 'towns'],
      },
      {
        title: 'Phone-free cafe asks customers to leave devices at the counter',
        subtitle: 'Owners say strangers talk to each other far more often',
        description:
          'Customers collect a numbered wooden token in exchange for their phone, and board games sit on every table.',
        keywords: ['cafes', 'wellbeing', 'technology'],
      },
    ],
    paragraphs: [
      'Participants said the biggest change was not the activity itself but the people they met along the way, many of whom have become friends.',
      'Organisers keep costs low on purpose so that nobody is turned away, relying on donations and a small grant from the local council.',
      'Anyone interested can join at any time; the groups publish their schedules on noticeboards and in the local newsletter.',
      'What started as a small experiment has grown by word of mouth, and the organisers now keep a waiting list for the busiest sessions.',
      'Health workers in the area say projects like this one reach people that formal services often miss, especially those living alone.',
      'There are no membership forms and no targets, which regulars say is exactly why they keep coming back week after week.',
    ],
    listItems: [
      'Sessions are free and open to all ages',
      'No experience or special equipment is needed',
      'Tea and a light meal are served after each meeting',
      'Volunteers help newcomers on their first visit',
      'Children are welcome with an adult',
      'The venue is a short walk from the bus station',
    ],
    quotes: [
      {
        text: 'I came for the bread recipe and stayed for the people',
        speaker: 'a regular who joined two years ago',
      },
      {
        text: 'Nobody here cares how fast you are or what you are wearing',
        speaker: 'one of the volunteer organisers',
      },
      {
        text: 'My mother cooked this dish every winter, and tonight I cooked it for strangers',
        speaker: 'one of the hosts',
      },
      {
        text: 'It is the only hour of the week when I do not look at a screen',
        speaker: 'a nurse who comes after her night shift',
      },
    ],
    subjects: [
      'Home cooks',
      'Gardeners',
      'Runners',
      'Grandparents',
      'Young families',
      'Librarians',
      'Knitting circles',
      'Walking groups',
      'Allotment holders',
      'Cafe owners',
      'Parents',
      'Tailors',
      'Neighbours',
    ],
    objects: [
      'a library of things',
      'weekly community dinners',
      'quiet shopping hours',
      'a clothing swap shop',
      'smaller allotment plots',
      'beginner running groups',
      'a phone-free cafe',
      'a Saturday family market',
      'free cooking classes',
      'a shared tool shed',
      'a lakeside swimming club',
    ],
  },
  {
    slug: 'technology',
    stories: [
      {
        title: 'Open-source app helps farmers predict frost a night ahead',
        subtitle: 'Cheap field sensors and public weather data send a text warning',
        description:
          'The app combines cheap field sensors with public weather data and sends a text message when frost is likely.',
        keywords: ['agritech', 'open source', 'weather'],
      },
      {
        title: 'Hospital cuts waiting times with a shared scheduling system',
        subtitle: 'Cancelled appointments are now filled within hours',
        description:
          'Clinics that once kept separate calendars now see each other’s free slots, filling cancellations within hours.',
        keywords: ['health tech', 'software', 'hospitals'],
      },
      {
        title: 'Students build a satellite the size of a shoebox',
        subtitle: 'It will measure air temperature and report to a campus ground station',
        description:
          'The small satellite will measure air temperature over the region and send data to a ground station on campus.',
        keywords: ['space', 'education', 'satellites'],
      },
      {
        title: 'City replaces streetlights with sensors that dim on empty roads',
        subtitle: 'Energy use fell by forty percent in the pilot district',
        description:
          'Energy use fell by forty percent in the pilot district, with lights brightening as soon as someone approaches.',
        keywords: ['smart city', 'energy', 'lighting'],
      },
      {
        title: 'Right-to-repair rules require spare parts for seven years',
        subtitle: 'Makers must also publish manuals and sell batteries to repairers',
        description:
          'Manufacturers of phones and laptops must also publish repair manuals and sell batteries to independent shops.',
        keywords: ['repair', 'regulation', 'devices'],
      },
      {
        title: 'Volunteers translate public health leaflets into twelve local languages',
        subtitle: 'A shared glossary keeps medical terms consistent',
        description:
          'A shared online glossary keeps medical terms consistent across translations done by more than two hundred people.',
        keywords: ['translation', 'health', 'volunteers'],
      },
      {
        title: 'Rural broadband cooperative connects its thousandth home',
        subtitle: 'Residents dug their own trenches to bring fibre to remote farms',
        description:
          'Residents dug trenches themselves to bring fibre to farms that commercial providers had said were too remote.',
        keywords: ['broadband', 'rural', 'cooperatives'],
      },
      {
        title: 'Researchers design battery that uses salt instead of lithium',
        subtitle: 'Heavier but far cheaper, it suits storing solar power at home',
        description:
          'The prototype stores less energy by weight but costs far less, making it suited to storing solar power at home.',
        keywords: ['batteries', 'research', 'energy storage'],
      },
      {
        title: 'Library teaches older residents to spot online scams',
        subtitle: 'Weekly drop-in sessions walk through real examples of fake messages',
        description:
          'Volunteers show how to check a sender, when to hang up, and where to report a message that looks suspicious.',
        keywords: ['online safety', 'libraries', 'digital skills'],
      },
      {
        title: 'Weather balloons launched by schools map a summer storm',
        subtitle: 'Forty schools released balloons at the same minute',
        description:
          'Meteorologists say the data filled a gap between official stations and helped explain why the storm stalled.',
        keywords: ['weather', 'education', 'science'],
      },
      {
        title: 'Bus company publishes live arrival data for anyone to use',
        subtitle: 'Developers built a dozen apps within the first month',
        description:
          'The open feed shows every bus’s position every thirty seconds, and a student built the most popular app.',
        keywords: ['open data', 'transport', 'apps'],
      },
      {
        title: 'Prosthetic hand printed for a fraction of the usual cost',
        subtitle: 'An engineering club designs the parts and shares the files freely',
        description:
          'The hands are fitted at a local clinic, and children can choose the colours of their printed fingers.',
        keywords: ['3d printing', 'health', 'engineering'],
      },
      {
        title: 'Town hall moves its servers into the district heating plant',
        subtitle: 'Waste heat from the computers warms a public swimming pool',
        description:
          'The council says the move halves its cooling bill, and the pool no longer needs a gas boiler in spring and autumn.',
        keywords: ['data centres', 'energy', 'local government'],
      },
      {
        title: 'Translation app for sign language enters trials in clinics',
        subtitle: 'A camera turns signs into text for doctors and nurses',
        description:
          'Deaf patients helped train the system, and the trial will test whether it works in busy waiting rooms.',
        keywords: ['accessibility', 'health tech', 'machine learning'],
      },
      {
        title: 'Drone flights carry blood samples between island clinics',
        subtitle: 'A ferry journey of two hours becomes a twelve-minute flight',
        description:
          'Pilots on the main island monitor each flight, and samples arrive at the laboratory while still within their testing window.',
        keywords: ['drones', 'health', 'islands'],
      },
      {
        title: 'Robotics club builds a machine that sorts recycling by colour',
        subtitle: 'Teenagers trained it on thousands of photos of bottles and cans',
        description:
          'The local recycling centre has offered to test the machine on a real conveyor belt during the summer holidays.',
        keywords: ['robotics', 'recycling', 'students'],
      },
    ],
    paragraphs: [
      'The team behind the project published its designs openly, inviting others to adapt them and report what works in different conditions.',
      'Early users said the system was simple enough to learn in an afternoon, which they described as the real breakthrough.',
      'Privacy was designed in from the start: data stays on the device unless its owner decides to share it.',
      'The hardware costs less than a mobile phone, and the software runs on computers that many schools and clinics already own.',
      'Engineers admit the first version had problems, from batteries that drained overnight to menus that confused new users.',
      'Independent security researchers have been invited to test the system, and any flaws they find will be fixed in public.',
    ],
    listItems: [
      'The source code is published under an open licence',
      'Data stays on the device unless its owner shares it',
      'It works offline and syncs when a connection returns',
      'A basic kit costs less than a mobile phone',
      'Updates are tested in a pilot district first',
      'Security flaws can be reported through a public form',
    ],
    quotes: [
      {
        text: 'The clever part was making it boring enough that people trust it',
        speaker: 'the lead engineer',
      },
      {
        text: 'I used to stay up all night watching the thermometer. Now my phone does it',
        speaker: 'a fruit grower who tested the first version',
      },
      {
        text: 'If a tool only works with perfect internet, it does not work for most of our users',
        speaker: 'a developer on the project',
      },
      {
        text: 'Technology should fit the way people already live, not the other way round',
        speaker: 'a researcher who studies how communities adopt new tools',
      },
    ],
    subjects: [
      'Engineers',
      'Hospitals',
      'Software developers',
      'Students',
      'Repair shops',
      'Researchers',
      'Broadband cooperatives',
      'Privacy advocates',
      'Robotics clubs',
      'Bus companies',
      'Libraries',
      'Startups',
      'Regulators',
    ],
    objects: [
      'open arrival data',
      'repairable phones',
      'rural fibre links',
      'salt batteries',
      'smart streetlights',
      'a frost warning app',
      'drone deliveries',
      'shared hospital calendars',
      'digital skills classes',
      'a student satellite',
      'stronger data privacy rules',
    ],
  },
  {
    slug: 'tourism',
    stories: [
      {
        title: 'Mountain railway reopens scenic line after decade-long restoration',
        subtitle: 'Volunteers rebuilt stone viaducts and a rusted steam engine',
        description:
          'Volunteers rebuilt stone viaducts and a steam engine that had rusted in a shed since the line closed.',
        keywords: ['rail', 'mountains', 'heritage'],
      },
      {
        title: 'Fishing village limits day-trip coaches to protect its harbour',
        subtitle: 'Visitors are asked to arrive by ferry or bicycle',
        description:
          'Visitors are now asked to arrive by ferry or bicycle, and local guides lead small groups along the quay.',
        keywords: ['overtourism', 'villages', 'coast'],
      },
      {
        title: 'Desert town turns old caravan inn into a guesthouse',
        subtitle: 'Storytelling evenings recall the traders who rested there',
        description:
          'The restored courtyard hosts storytelling evenings about the traders who once rested there with their camels.',
        keywords: ['desert', 'hotels', 'history'],
      },
      {
        title: 'Night sky reserve attracts stargazers to remote valley',
        subtitle: 'Warm, downward-facing lamps brought the stars back',
        description:
          'Streetlights were changed to warm, downward-facing lamps, and the valley now offers guided astronomy walks.',
        keywords: ['stargazing', 'nature', 'dark skies'],
      },
      {
        title: 'Island launches visitor pass that funds beach cleanups',
        subtitle: 'A small ferry fee pays for rangers and coastal paths',
        description:
          'A small fee at the ferry terminal pays for rangers, recycling points and the upkeep of coastal paths.',
        keywords: ['islands', 'beaches', 'sustainability'],
      },
      {
        title: 'Historic tea estate opens trails through its hillside gardens',
        subtitle: 'Walkers follow the pickers at dawn and taste the harvest',
        description:
          'Walkers can follow pickers at dawn, learn how the leaves are dried and taste the harvest in the old factory.',
        keywords: ['tea', 'hiking', 'culture'],
      },
      {
        title: 'Canal boats offer slow journeys between market towns',
        subtitle: 'Families sell cheese, bread and honey at the locks',
        description:
          'The boats travel at walking pace and stop at locks where families sell cheese, bread and honey.',
        keywords: ['canals', 'slow travel'],
      },
      {
        title: 'Cave paintings reopen to visitors in small guided groups',
        subtitle: 'Only eight people may enter at a time',
        description:
          'Only eight people may enter at a time, and the air inside is monitored to protect the fragile pigments.',
        keywords: ['archaeology', 'caves', 'heritage'],
      },
      {
        title: 'Lighthouse keeper’s cottage becomes a holiday home for birdwatchers',
        subtitle: 'Guests log every seabird they see in a book kept since the keepers left',
        description:
          'The cottage sleeps four and can only be reached at low tide, which guests say is a large part of its charm.',
        keywords: ['lighthouses', 'birdwatching', 'holidays'],
      },
      {
        title: 'Old pilgrim path waymarked again across three valleys',
        subtitle: 'Farmhouses along the route offer beds and breakfast to walkers',
        description:
          'Volunteers spent two summers clearing the path and carving new signposts from fallen chestnut trees.',
        keywords: ['walking', 'pilgrimage', 'rural'],
      },
      {
        title: 'Ski village turns its lifts into summer bike trails',
        subtitle: 'Warmer winters pushed the village to plan for a longer green season',
        description:
          'Mountain bikers now ride the lifts to the ridge, and hotels that once closed in April stay open until October.',
        keywords: ['mountains', 'cycling', 'climate'],
      },
      {
        title: 'Floating market returns to the old river port',
        subtitle: 'Boats sell fruit, flowers and grilled fish every Sunday morning',
        description:
          'The market had vanished when a bridge replaced the ferry, and elderly traders taught the new stallholders how to trade afloat.',
        keywords: ['markets', 'rivers', 'food'],
      },
      {
        title: 'Train travellers get discounts at hotels in a rail-only resort',
        subtitle: 'Guests who show a ticket pay less and get a free lift from the station',
        description:
          'The resort wants to cut traffic on its single mountain road, which jams every weekend in high season.',
        keywords: ['rail', 'hotels', 'sustainability'],
      },
      {
        title: 'Medieval bridge reopens to walkers after flood repairs',
        subtitle: 'Masons used lime mortar mixed to match the original',
        description:
          'The bridge had been closed for two years after a flood tore away one of its arches and part of the parapet.',
        keywords: ['heritage', 'bridges', 'repairs'],
      },
      {
        title: 'Hot spring baths run by a village cooperative welcome day visitors',
        subtitle: 'Profits pay for the village school bus and a new roof for the hall',
        description:
          'The baths were built in a former stable, and the water arrives from the spring at forty-one degrees.',
        keywords: ['spas', 'villages', 'cooperatives'],
      },
      {
        title: 'Coastal path completes its final stretch around the peninsula',
        subtitle: 'Walkers can now circle the whole coast without touching a road',
        description:
          'The last section needed a footbridge over a tidal creek, paid for by a fund that walkers filled in a single summer.',
        keywords: ['coast', 'walking', 'paths'],
      },
    ],
    paragraphs: [
      'Local businesses say the change has brought visitors who stay longer and spend more in family-run shops and restaurants.',
      'Guides encourage travellers to come outside the peak months, when prices are lower and the landscape is at its quietest.',
      'Bookings open at the start of each month, and the number of places is limited to keep the experience calm for visitors and residents alike.',
      'Residents were consulted at every stage, and several now work as guides, drivers or hosts during the summer months.',
      'The regional tourism office says visitor numbers are steady, but that people now spread their trips more evenly through the year.',
      'Getting there is part of the experience: the nearest station is an hour away, and a shuttle meets every train in the high season.',
    ],
    listItems: [
      'Open daily from spring until the end of October',
      'Group sizes are limited to protect the site',
      'Tickets must be booked at least a day ahead',
      'A shuttle bus meets every train in high season',
      'Sturdy shoes and a waterproof jacket are advised',
      'Part of every ticket funds upkeep and local guides',
    ],
    quotes: [
      {
        text: 'We want people to come, but we want them to come slowly',
        speaker: 'the mayor of the village',
      },
      {
        text: 'My grandfather drove this line, and today I sold the first ticket',
        speaker: 'a volunteer at the ticket office',
      },
      {
        text: 'Visitors tell us the quiet is what they remember, not the photographs',
        speaker: 'a guide who leads walks at dawn',
      },
      {
        text: 'Every ticket pays for a little more of the path, so the walkers build it with us',
        speaker: 'the ranger in charge of the trail',
      },
    ],
    subjects: [
      'Tour guides',
      'Hoteliers',
      'Island councils',
      'Ferry operators',
      'Village cooperatives',
      'Park rangers',
      'Walking clubs',
      'Heritage trusts',
      'Campsite owners',
      'Ski resorts',
      'Museum guides',
      'Travel writers',
      'Canal boat owners',
    ],
    objects: [
      'a cap on cruise visitors',
      'a new coastal path',
      'a visitor pass',
      'night sky walks',
      'rail-only holidays',
      'a restored steam line',
      'limits on day-trip coaches',
      'summer bike trails',
      'a floating market',
      'cheaper off-season stays',
      'guided cave visits',
    ],
  },
  {
    slug: 'crime',
    stories: [
      {
        title: 'Police recover stolen paintings hidden in a storage unit',
        subtitle: 'Online sales listings led detectives to six wrapped canvases',
        description:
          'Detectives followed a trail of online sales listings to a rented unit where six canvases were wrapped in blankets.',
        keywords: ['art theft', 'investigation'],
      },
      {
        title: 'Court convicts gang behind fake charity collections',
        subtitle: 'Collectors used forged badges and a real charity’s name',
        description:
          'The group collected donations door to door using forged badges and the name of a real children’s charity.',
        keywords: ['fraud', 'courts', 'charity'],
      },
      {
        title: 'Neighbourhood watch app helps find missing teenager within hours',
        subtitle: 'A bus driver recognised the boy from a shared photo',
        description:
          'Residents shared a photo and description, and a bus driver recognised the boy at a station across town.',
        keywords: ['community', 'missing persons'],
      },
      {
        title: 'Bank warns customers about calls impersonating its fraud team',
        subtitle: 'Callers push customers to move money into a so-called safe account',
        description:
          'Callers claim an account is under attack and ask customers to move money to a so-called safe account.',
        keywords: ['scams', 'banking', 'fraud'],
      },
      {
        title: 'Cold case reopened after new forensic test on old evidence',
        subtitle: 'A single fibre may identify a suspect decades later',
        description:
          'Investigators say a technique that was not available at the time may identify a suspect from a single fibre.',
        keywords: ['forensics', 'cold case'],
      },
      {
        title: 'Cycle thefts fall after city installs secure bike hangars',
        subtitle: 'Reported thefts in the centre halved within a year',
        description:
          'Reported thefts in the central district dropped by half in the year after the lockable shelters were built.',
        keywords: ['theft', 'cycling', 'prevention'],
      },
      {
        title: 'Customs officers seize counterfeit medicines at the port',
        subtitle: 'Fake painkillers were labelled as spare machine parts',
        description:
          'The shipment, labelled as spare machine parts, contained thousands of packets of fake painkillers.',
        keywords: ['counterfeit', 'customs', 'health'],
      },
      {
        title: 'Youth mentoring scheme linked to drop in repeat offending',
        subtitle: 'Mentored young people were far less likely to return to court',
        description:
          'Young people paired with a mentor after a first offence were far less likely to return to court within two years.',
        keywords: ['justice', 'youth', 'rehabilitation'],
      },
      {
        title: 'Rare orchids stolen from botanical garden found at a flower market',
        subtitle: 'A sharp-eyed grower spotted the labels had been scratched off',
        description:
          'Eleven plants were recovered in good health, and two traders have been charged with handling stolen goods.',
        keywords: ['theft', 'plants', 'markets'],
      },
      {
        title: 'Jury hears closing arguments in harbour fuel smuggling trial',
        subtitle: 'Prosecutors say the scheme ran for four years under a fishing licence',
        description:
          'The defence argued that the skipper did not know what his boat was carrying, and the jury will retire on Monday.',
        keywords: ['smuggling', 'trials', 'courts'],
      },
      {
        title: 'Pensioners targeted by fake roofers get their money back',
        subtitle: 'A court ordered the firm’s owners to repay every victim',
        description:
          'Trading standards officers traced thirty households who had paid for repairs that were never done.',
        keywords: ['fraud', 'older people', 'consumer protection'],
      },
      {
        title: 'Street lighting and open shops cut night-time robberies in market district',
        subtitle: 'A trial of late opening hours changed the feel of the streets',
        description:
          'Police figures show robberies in the district fell by a third, though officers say the trend must hold for longer.',
        keywords: ['crime prevention', 'policing', 'cities'],
      },
      {
        title: 'Detectives trace stolen tractors to a network of online auctions',
        subtitle: 'Farmers had fitted trackers after a wave of thefts last winter',
        description:
          'Nine machines were recovered from a yard near the border, and police believe they were due to be shipped abroad.',
        keywords: ['rural crime', 'theft', 'investigation'],
      },
      {
        title: 'Court interpreters to be paid more after a string of delayed trials',
        subtitle: 'Hearings were postponed when no interpreter could be found',
        description:
          'Judges had warned that defendants and witnesses were waiting months because too few interpreters would take the work.',
        keywords: ['courts', 'justice', 'interpreters'],
      },
      {
        title: 'Ticket touts fined for bots that bought up concert seats',
        subtitle: 'The software beat fans to thousands of tickets within seconds',
        description:
          'Investigators showed the court how the bots used hundreds of accounts to get round limits on each purchase.',
        keywords: ['fraud', 'ticketing', 'courts'],
      },
      {
        title: 'Community patrol volunteers help reduce vandalism in a city park',
        subtitle: 'Walkers in bright jackets tour the park each evening',
        description:
          'The council has fixed the broken lights the volunteers reported, and damage to benches and play areas has fallen.',
        keywords: ['community safety', 'parks', 'volunteers'],
      },
    ],
    paragraphs: [
      'Investigators thanked members of the public whose tips helped narrow the search, and asked anyone with further information to come forward.',
      'Defence lawyers said they would study the judgment before deciding whether to appeal, and declined to comment further.',
      'Officials stressed that the risk to the public remains low, and repeated advice on how to recognise and report suspicious activity.',
      'The case took more than a year to build, with officers working through bank records, phone data and hours of camera footage.',
      'Victim support workers said several of those affected had been too embarrassed to report the crime at first, and urged others to come forward.',
      'Sentencing is expected next month, and the judge has asked for reports on each defendant before deciding.',
    ],
    listItems: [
      'Never move money after an unexpected call',
      'Check identity badges with the organisation directly',
      'Report suspicious messages to the police non-emergency line',
      'Keep receipts and serial numbers for valuable items',
      'Register bicycles with the free national database',
      'Victim support is available whether or not a crime is reported',
    ],
    quotes: [
      {
        text: 'Every small detail the public gave us mattered in the end',
        speaker: 'the detective who led the inquiry',
      },
      {
        text: 'I trusted them because they knew my name and my street',
        speaker: 'one of the victims, who asked not to be named',
      },
      {
        text: 'Justice delayed by months is hard on everyone, including the accused',
        speaker: 'a senior judge',
      },
      {
        text: 'Prevention is cheaper than any investigation, and it spares people the harm',
        speaker: 'a criminologist at the city university',
      },
    ],
    subjects: [
      'Detectives',
      'Magistrates',
      'Prosecutors',
      'Police chiefs',
      'Customs officers',
      'Trading standards officers',
      'Victim support groups',
      'Defence lawyers',
      'Prison governors',
      'Neighbourhood watch groups',
      'Fraud investigators',
      'Juries',
      'Youth workers',
    ],
    objects: [
      'a crackdown on ticket bots',
      'secure bike hangars',
      'a scam warning campaign',
      'faster court hearings',
      'a youth mentoring scheme',
      'new forensic tests',
      'rural crime patrols',
      'a fraud hotline',
      'better street lighting',
      'body cameras for wardens',
      'court interpreter pay',
    ],
  },
];

/**
 * What the subjects of composed headlines do: read between a subject and an object, every one
 * in the plural present ("Farmers question hedgerow grants").
 */
export const SEED_ACTIONS = [
  'back',
  'question',
  'vote on',
  'delay',
  'push for',
  'unveil plans for',
  'fund',
  'pause',
  'review',
  'welcome',
  'challenge',
  'call for changes to',
  'agree on',
  'launch',
  'study',
  'defend',
] as const;

/** Fictional places; composed headlines end "in <place>". */
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
  'Ashford Bay',
  'Brackenfield',
  'Cedar Point',
  'Dunmore',
  'Elmstead',
  'Fenwick',
  'Glenarrow',
  'Harrowgate',
  'Ironbridge',
  'Juniper Falls',
  'Kestrel Cove',
  'Larkhill',
  'Millbrook',
  'Newhaven Sound',
  'Oakridge',
  'Pinewood',
  'Queensferry',
  'Redcliffe',
  'Silverdale',
  'Thornbury',
  'Upton Marsh',
  'Valewood',
  'Whitecairn',
  'Yarrowby',
  'Amberley',
  'Blackwater',
  'Coldharbour',
  'Deepdale',
  'Eastmere',
  'Foxley',
  'Goldcrest',
  'Hollowmere',
  'Ivybridge',
  'Kingsmoor',
  'Littlehampton Vale',
  'Marshfield',
  'Northcliff',
] as const;

/** Subheadings of article bodies (two per article). */
export const SEED_HEADINGS = [
  'What happens next',
  'How it started',
  'The numbers behind it',
  'What people say',
  'Why it matters',
  'The road ahead',
  'What the critics say',
  'Behind the decision',
  'A long time coming',
  'What changes for residents',
  'The questions that remain',
] as const;

/**
 * Subtitles and standfirsts of composed articles (large seeds): `{place}`, `{subject}` and
 * `{object}` are filled in by the database.
 */
export const SEED_SUBTITLE_TEMPLATES = [
  'Residents of {place} weigh what the decision means for them',
  'The move follows months of debate in {place}',
  'Supporters in {place} call it overdue; critics worry about the cost',
  'A first review in {place} is promised within a year',
  'Officials in {place} say changes will be visible within months',
  'What it means for {place}, and who pays for it',
  'Local groups in {place} have pressed the issue since last spring',
] as const;

export const SEED_DESCRIPTION_TEMPLATES = [
  '{subject} say the next steps on {object} will be set out within weeks.',
  'The debate over {object} has divided opinion in {place} for months.',
  'Officials in {place} expect a decision on {object} before the end of the year.',
  '{subject} in {place} say {object} could change daily life for thousands of people.',
  'A public meeting on {object} drew a full hall in {place} this week.',
] as const;

export interface SeedAuthor {
  fullName: string;
  /** Category slugs this author writes most of (their specialisms). */
  beats: readonly string[];
  bio: string;
}

/** The seed's journalists (fictional), each with a beat; every category has one or more. */
export const SEED_AUTHORS: readonly SeedAuthor[] = [
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
  {
    fullName: 'Ingrid Solberg',
    beats: ['world', 'politics'],
    bio: 'Foreign desk. Has reported from border towns and island parliaments for a dozen years.',
  },
  {
    fullName: 'Tomás Herrera',
    beats: ['sports', 'crime'],
    bio: 'Covers the courtroom on weekdays and the touchline at weekends.',
  },
  {
    fullName: 'Aisha Karimi',
    beats: ['environment'],
    bio: 'Environment reporter and former park ranger. Counts butterflies for fun.',
  },
  {
    fullName: 'Oliver Whitfield',
    beats: ['business', 'technology'],
    bio: 'Writes about the firms building things: shipyards, factories and the odd robot.',
  },
  {
    fullName: 'Nadia Petrova',
    beats: ['entertainment'],
    bio: 'Music and film critic. Has never left a concert before the encore.',
  },
  {
    fullName: 'Kwame Mensah',
    beats: ['lifestyle', 'tourism'],
    bio: 'Food, travel and the way people spend their weekends. Bakes sourdough badly.',
  },
  {
    fullName: 'Sofia Rossi',
    beats: ['politics', 'world'],
    bio: 'Parliamentary correspondent. Believes every committee hearing hides a story.',
  },
  {
    fullName: 'Ravi Desai',
    beats: ['technology', 'crime'],
    bio: 'Investigates online scams and the tools that stop them. Former software tester.',
  },
];

/** First and last names the seed's readers are made of (fictional combinations). */
export const SEED_READER_FIRST_NAMES = [
  'Alex',
  'Bea',
  'Carlos',
  'Dana',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Iris',
  'Jun',
  'Kofi',
  'Lena',
  'Marta',
  'Nico',
  'Olu',
  'Paula',
] as const;

export const SEED_READER_LAST_NAMES = [
  'Abara',
  'Berg',
  'Costa',
  'Dahl',
  'Esposito',
  'Fischer',
  'Gallo',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kaur',
] as const;
