/** The customer dashboard, spec 000; loaded with that page. */
export const customer = {
  title: "Customer Dashboard",
  welcome: "Welcome back!",
  signedInAs: "Signed in as {{email}}",
  bookings: "My Bookings",
  noBookings: "No bookings yet. When you book a vendor, it will appear here.",
  reviews: "My Reviews",
  noReviews: "Reviews you leave for vendors will appear here.",
  favorites: "Favorites",
  noFavorites: "Save vendors you like to compare them later.",
  quickActions: "Quick Actions",
  browse: "Browse Photographers",
  home: "Home",
  signOut: "Sign Out",
};
