/**
 * The demo vendors' reviews, each written for its vendor (its town, its events, what went well or not), some in
 * Nepali, a few with a rating only: what a real marketplace's reviews look like. Each list follows its vendor's
 * `ratings` (demo-vendors.ts, demo-halls-decorators.ts) in order; demo.test.ts checks that they match and that
 * no text appears twice.
 */
export type DemoReview = { name: string; text: string | null };

const r = (name: string, text: string | null = null): DemoReview => ({ name, text });

export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  // Photographers
  "Himalayan Frames Studio": [
    r(
      "Sita Sharma",
      "They captured every ritual of our wedding, from the swayambar to the sindoor. The album made my parents cry.",
    ),
    r(
      "Aarav Khadka",
      "Suman dai and his team were calm all day at Hotel Annapurna, even when the janti arrived an hour late.",
    ),
    r(
      "Priya Thapa",
      "Lovely photos and a very patient team. The edited pictures took five weeks instead of the three they promised.",
    ),
    r("Rohan Shrestha"),
    r("Anisha Gurung", "बिहेको दिन सबै विधि राम्ररी खिचिदिनुभयो। हाइलाइट भिडियो हेर्दा अहिले पनि आँसु आउँछ।"),
    r(
      "Bibek Adhikari",
      "Good coverage of the reception. We wanted more candid shots of the grandparents, but they did add some when we asked.",
    ),
    r("Kabita Rai", "The drone shots of our Nagarkot pre-wedding are the best pictures we have of the two of us."),
  ],
  "Lumbini Lens Studio": [
    r(
      "Ramesh Gautam",
      "Affordable and honest. The album printed in their own lab came out bright, and Ramesh ji printed one more for my in-laws.",
    ),
    r("Sunita Pandey", "हाम्रो छोराको पास्नीमा आउनुभएको थियो। बच्चालाई रुन नदिई फोटो खिच्ने कला छ।"),
    r(
      "Dipesh Bhattarai",
      "Good photographer for Butwal weddings. Video editing was basic, so get the photos package only.",
    ),
    r("Mamata Sharma"),
  ],
  "Pokhara Wedding Clicks": [
    r(
      "Nisha Gurung",
      "Our Phewa sunrise shoot was worth waking up at five. Bikash knows every good spot around the lake.",
    ),
    r(
      "Suraj Thapa",
      "Photos were fine but they came with one photographer instead of the two we booked, and only told us on the day.",
    ),
    r("Anjana Poudel", "Small team, quick delivery. We had our edited pictures in eighteen days."),
    r("Karan Subedi", "फेवा तालको किनारमा खिचेका प्रि-वेडिङ फोटो साथीहरू सबैले मन पराए। धन्यवाद!"),
    r("Sabina Karki"),
  ],
  "Mithila Moments": [
    r(
      "Rupesh Jha",
      "They understand Maithil rituals. Kohbar, sindoor daan, every moment in order, with the family names right in the album.",
    ),
    r(
      "Pooja Yadav",
      "Good photos and a fair price. The team came from Janakpur to Birgunj without charging for travel.",
    ),
    r("Amit Sah", "Photos are good, but we had to call three times before the album was ready."),
  ],
  "Patan Heritage Photography": [
    r(
      "Samjhana Maharjan",
      "Our photos in Patan Durbar Square look like paintings. They know which courtyard has the best light at what time.",
    ),
    r("Rajesh Shakya", "Great at Newari wedding customs. The ihi photos of my niece came out lovely too."),
    r("Binita Tamrakar", "पाटनका पुराना गल्लीमा खिचेका फोटोहरू अद्भुत छन्। टोली समयमै आइपुग्यो।"),
    r(
      "Saroj Bajracharya",
      "Professional and friendly. The price went up a little from the first quote because of the extra reception.",
    ),
    r("Manisha Dangol"),
    r("Prakash Joshi", "Third wedding in our family with them. Still the same care with every guest's photo."),
  ],
  "Bhaktapur Wedding Story": [
    r(
      "Sanjay Prajapati",
      "They covered our wedding at home and the reception at the party palace without missing either.",
    ),
    r("Rina Suwal", "Nice portraits in Bhaktapur Durbar Square. The video had a few shaky parts during the jatra."),
    r("Hari Duwal", "Photos were okay. We expected more creative shots for the price."),
    r("Laxmi Kayastha", "भक्तपुरको परम्परा अनुसार सबै काम बुझेर फोटो खिच्नुभयो। एल्बम राम्रो बन्यो।"),
  ],
  "Chitwan Candid Co.": [
    r("Gita Paudel", "The candid pictures are good, but the team left before the cake cutting at the reception."),
    r(
      "Binod Chaudhary",
      "Nice work at our Sauraha resort wedding. The golden hour pictures by the river are beautiful.",
    ),
    r("Kamala Mahato"),
  ],
  "Everest Cinematics": [
    r(
      "Aakriti Shrestha",
      "Our wedding film looks like a movie. Three cameras, a drone, and not one important moment missed.",
    ),
    r("Nirajan Karki", "Worth every rupee. The highlight film went viral among our relatives in Australia."),
    r("Shreya Rana", "They met us twice before the wedding to plan every shot. Very organised team."),
    r("Ujjwal Thapa", "एभरेस्ट सिनेम्याटिक्सको टोली एकदमै व्यवसायी छ। बिहेको फिल्म हेर्दा फेरि बिहे भएजस्तो लाग्छ।"),
    r(
      "Pragya Adhikari",
      "Beautiful film. The full video is long, so ask for the chapters if you want to find the speeches.",
    ),
    r("Saurav Malla"),
    r(
      "Rashmi Singh",
      "We booked them for the engagement and the wedding. Both films arrived on the date they promised.",
    ),
    r("Anup Basnet", "From the haldi to the reception, three days of work and they never looked tired."),
  ],
  "Royal Newa Films": [
    r(
      "Sunil Maharjan",
      "The cinematic highlight of our Newari wedding is pure art. They even filmed the sagun with care.",
    ),
    r("Shristi Shakya", "Good films, but the final video came six weeks late."),
    r("Roshan Tuladhar", "राम्रो टोली, राम्रो काम। भिडियोमा पाटनको सुन्दरता उत्तिकै देखिन्छ।"),
    r("Elina Manandhar"),
    r("Deepak Awale", "Great camera work. Their sound recording of the vows could be clearer."),
  ],
  "Phewa Lake Productions": [
    r("Sapana Gurung", "The boat shots on Phewa at sunset are unreal. Worth the premium price."),
    r(
      "Ritesh Thapa Magar",
      "Lovely film of our wedding at the lakeside resort. Their drone was grounded by the wind, which could not be helped.",
    ),
    r("Melina Lama", "पोखरामा बिहे गर्नेहरूका लागि राम्रो छनोट। टोली मिलनसार छ।"),
    r("Kishor Paudel"),
  ],
  "Biratnagar Bridal Films": [
    r(
      "Neha Agrawal",
      "Reliable team for Biratnagar weddings. They travelled to Jhapa for our reception without any fuss.",
    ),
    r("Sagar Rajbanshi", "Good video, though the album design took a few rounds to get right."),
    r("Bipana Limbu", "विराटनगरमा यति राम्रो सिनेमाटोग्राफर पाइन्छ भन्ने थाहा थिएन। धेरै धेरै धन्यवाद!"),
  ],

  // Banquet halls
  "Durbar Banquet & Events": [
    r("Pratiksha Basnet", "The food was the talk of the wedding and the staff kept the hall spotless all evening."),
    r(
      "Utsav Pandey",
      "Good hall near Durbar Marg. Parking fills up fast on a saait day, so tell guests to come early.",
    ),
    r("Sushma Thapa", "हलको सजावट, खाना र सेवा सबै उत्कृष्ट। पाहुनाहरू सबै खुसी भए।"),
    r("Nabin Karki"),
  ],
  "Patan Royal Party Palace": [
    r("Srijana Magar", "Our reception for 300 guests ran smoothly from the welcome drink to the last dessert."),
    r("Sandeep Joshi", "They let us bring our own Newari samay baji for the starters. Very flexible management."),
    r("Puja Neupane", "Beautiful palace, but the air conditioning struggled in June with a full hall."),
  ],
  "Bhaktapur Newa Bhoj Griha": [
    r("Rajendra Kayastha", "Real Newari bhoj in a small hall. Just right for our bratabandha with 150 guests."),
    r("Krishna Prajapati", "Good value per plate. The sound system could be a little louder for the speeches."),
    r("Anita Suwal", "सानो तर सफा हल। खाना मीठो र मूल्य पनि सस्तो।"),
  ],
  "Phewa Lakeside Banquet": [
    r("Asmita Gurung", "The lawn by the lake is magical for an evening reception. The fairy lights made our photos."),
    r("Dinesh Baral", "Spacious hall, easy parking for our guests and the manager solved every little problem."),
    r("Sarita Sapkota", "Good food, but the buffet took a while to be refilled when 600 guests arrived at once."),
    r("Rabin Gurung", "पोखरामा यति ठूलो र सुन्दर हल अरू छैन होला। सेवा पनि राम्रो।"),
    r("Menuka Thapa"),
  ],
  "Narayani Garden Banquet": [
    r("Ram Chaudhary", "Huge garden, we had 1,200 guests and still room to dance."),
    r(
      "Sita Mahato",
      "The garden is big, but the evening had too many mosquitoes near the river side. Ask them to spray early.",
    ),
    r("Bikram Shrestha", "Fair price per plate for a big wedding in Bharatpur."),
  ],
  "Siddhartha Convention Banquet": [
    r("Alisha Shrestha", "The most elegant hall in Butwal. Our families from India were impressed."),
    r("Manoj Gupta", "Premium service and food. Pricey, but the royal package was worth it for our reception."),
  ],

  // Decorators
  "Shubha Mangal Decorators": [
    r("Kriti Maharjan", "The mandap looked even better than the design they showed us. Fresh flowers, no shortcuts."),
    r("Aayush Shrestha", "They set up the stage overnight and everything was ready before the janti arrived."),
    r("Rekha Thapa", "Beautiful work, but they needed two reminders to take everything down the next day."),
    r("Sunita Lama", "मण्डप र स्टेज दुवै राम्रो बनाउनुभयो। ताजा फूलको बास्नाले हल नै भरियो।"),
  ],
  "Marigold Mandap Studio": [
    r("Ishwor Dangol", "Our haldi corner was so pretty that every guest wanted a photo there."),
    r("Pooja Tamang", "Lovely traditional mandap with banana leaves and kalash, just like my mother wanted."),
    r("Suman Bajracharya"),
  ],
  "Fewa Flower Decor": [
    r("Nirmala Gurung", "Nice floral arch for our lakeside ceremony. Some centerpieces wilted in the afternoon heat."),
    r("Aashish Paudel", "इन्गेजमेन्टको सजावट एकदमै राम्रो। सबैले कसले गरेको भनेर सोधे।"),
    r("Rubina Thapa", "Good work and very patient with our changes a day before the wedding."),
  ],
  "Chitwan Balloon & Light House": [
    r("Sabin Tharu", "Great balloon theme for our daughter's pasni. The kids loved the photo corner."),
    r(
      "Kalpana Adhikari",
      "The lights at the entrance were lovely. Setup started later than agreed but finished in time.",
    ),
  ],
  "Koshi Royal Decoration": [
    r("Pramila Rai", "A royal stage with real flowers in Biratnagar. Worth every rupee."),
    r(
      "Hemant Agrawal",
      "They decorated the whole venue for our sangeet and wedding, three days in a row, without a miss.",
    ),
    r("Durga Limbu", "राम्रो काम, तर बत्तीको रङ हामीले छानेको भन्दा अलि फरक थियो।"),
  ],
  "Lumbini Event Decor": [
    r("Saroj Gupta", "Simple, neat decoration for our engagement at a good price."),
    r(
      "Anjali Shrestha",
      "The balloon and flower entrance for our reception was beautiful, and they cleared everything by midnight.",
    ),
  ],
};

/** A vendor's reviews by its name: as many as it has ratings (demo.test.ts holds them equal). */
export function demoReviewsOf(companyName: string, ratings: readonly number[]): DemoReview[] {
  const written = DEMO_REVIEWS[companyName] ?? [];
  return ratings.map((_, i) => written[i] ?? r("Guest"));
}
