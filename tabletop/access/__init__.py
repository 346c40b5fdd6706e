"""Who is asking and how much they may ask: API tokens and passwords, seat tokens and
cookies, sessions, the origins a browser may act from, the rate limits."""
