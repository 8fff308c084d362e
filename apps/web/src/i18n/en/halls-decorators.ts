/**
 * Banquet halls and decorators on the public marketplace: their listings, filters, card
 * facts, vendor page sections and compare rows. Loaded with the first hall or decorator shown, so a
 * photographers' page never downloads it.
 */
export const hallsDecorators = {
  list: {
    banquet_hall: {
      title: "Banquet Halls & Party Palaces",
      subtitle: "Approved wedding venues across Nepal, by guests, price per plate and facilities",
      search: "Search by hall name, description or city",
      found_one: "{{count}} banquet hall found",
      found_other: "{{count}} banquet halls found",
      foundAtLeast: "{{count}}+ banquet halls found",
      empty: "No banquet halls found",
      loadFailed: "The banquet halls could not be loaded",
      moreFailed: "More banquet halls could not be loaded.",
    },
    decorator: {
      title: "Wedding Decorators",
      subtitle: "Approved decorators across Nepal: mandap, stage, flowers and lighting",
      search: "Search by decorator name, description or city",
      found_one: "{{count}} decorator found",
      found_other: "{{count}} decorators found",
      foundAtLeast: "{{count}}+ decorators found",
      empty: "No decorators found",
      loadFailed: "The decorators could not be loaded",
      moreFailed: "More decorators could not be loaded.",
    },
  },
  filters: {
    capacity: "Guests",
    anyCapacity: "Any number of guests",
    capacities: {
      "up-to-200": "Up to 200 guests",
      "200-500": "200-500 guests",
      "500-1000": "500-1,000 guests",
      "1000-plus": "1,000+ guests",
    },
    facilities: "Facilities",
    specialty: "Specialty",
    anySpecialty: "Any specialty",
    event: "Event type",
    anyEvent: "Any event",
  },
  /** BANQUET_AMENITIES */
  facilities: {
    "Air Conditioning": "Air Conditioning",
    WiFi: "WiFi",
    "DJ System": "DJ System",
    Parking: "Parking",
  },
  /** DECORATION_SPECIALTIES */
  specialties: {
    "Stage Decoration": "Stage Decoration",
    "Mandap Decoration": "Mandap Decoration",
    "Floral Arrangements": "Floral Arrangements",
    Lighting: "Lighting",
    "Entrance & Gate Decoration": "Entrance & Gate Decoration",
    "Table & Centerpieces": "Table & Centerpieces",
    "Balloon Decoration": "Balloon Decoration",
    "Theme Decoration": "Theme Decoration",
  },
  /** DECORATOR_EVENT_TYPES */
  events: {
    Wedding: "Wedding",
    Engagement: "Engagement",
    Reception: "Reception",
    Mehendi: "Mehendi",
    Haldi: "Haldi",
    Bratabandha: "Bratabandha",
    Pasni: "Pasni",
    "Birthday Party": "Birthday Party",
    "Anniversary Party": "Anniversary Party",
    "Corporate Event": "Corporate Event",
  },
  card: {
    perPlate: "{{price}} per plate",
    from: "Packages from {{price}}",
    guests: "Up to {{count, number}} guests",
    more: "+{{count, number}} more",
  },
  page: {
    hallFacts: "At a glance",
    capacity: "Capacity",
    pricePerPlate: "Price per plate",
    fromPrice: "From {{price}}",
    facilities: "Facilities",
    parkingSpaces_one: "{{count, number}} space",
    parkingSpaces_other: "{{count, number}} spaces",
    noFacilities: "No facilities listed",
    packageGuests: "Up to {{count, number}} guests",
    includes: "Includes",
    specialties: "Specialties",
    eventTypes: "Event types",
    startingPrice: "Starting price",
  },
  compare: {
    price: "Price",
    capacity: "Guests",
    facilities: "Facilities",
    specialties: "Specialties",
    eventTypes: "Event types",
  },
};
