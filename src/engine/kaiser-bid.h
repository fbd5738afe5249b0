/* kaiser-bid.h: a call in the auction. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  KAISER_BID_PASS,
  KAISER_BID_SUIT,       /* a number; the bidder names trumps if it wins */
  KAISER_BID_NO_TRUMP,   /* "seven no" */
  KAISER_BID_LOW_NO_TRUMP, /* low no-trump as its own bid: ranks reversed */
  KAISER_BID_KAISER,     /* 12 points at no-trump that win or lose the game */
  KAISER_BID_KAISER_40,  /* the bidder alone takes all eight tricks, ±40 */
  KAISER_N_BID_KINDS,
} KaiserBidKind;

typedef struct {
  guint8 kind;    /* KaiserBidKind */
  guint8 amount;  /* 0 for a pass */
} KaiserBid;

#define KAISER_BID_STRING_MAX 12

static inline KaiserBid kaiser_bid_pass (void) { KaiserBid b = { KAISER_BID_PASS, 0 }; return b; }
static inline KaiserBid kaiser_bid_make (KaiserBidKind kind, guint amount) { KaiserBid b = { (guint8) kind, (guint8) amount }; return b; }
static inline gboolean kaiser_bid_is_pass (KaiserBid b) { return b.kind == KAISER_BID_PASS; }
static inline gboolean kaiser_bid_equal (KaiserBid a, KaiserBid b) { return a.kind == b.kind && a.amount == b.amount; }

/* "pass", "7", "7nt", "7low", "kaiser", "kaiser40"; buf holds KAISER_BID_STRING_MAX bytes. */
const char *kaiser_bid_to_string (KaiserBid bid, char *buf);
gboolean    kaiser_bid_from_string (const char *text, KaiserBid *bid);
/* "Pass", "7", "7 No Trump": for people. */
char       *kaiser_bid_describe (KaiserBid bid);

G_END_DECLS
