/* kaiser-error.h: the error domain of every refused action and bad input. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define KAISER_ERROR (kaiser_error_quark ())
GQuark kaiser_error_quark (void);

typedef enum {
  KAISER_ERROR_WRONG_PHASE,      /* action not allowed now */
  KAISER_ERROR_OUT_OF_TURN,      /* another seat is to act */
  KAISER_ERROR_CARD_NOT_HELD,
  KAISER_ERROR_MUST_FOLLOW,      /* revoke */
  KAISER_ERROR_BID_TOO_LOW,      /* does not beat (or, for the dealer, equal) the standing bid */
  KAISER_ERROR_BID_INVALID,      /* outside the bid range, or a kind the rules forbid */
  KAISER_ERROR_MUST_BID,         /* dealer forced after three passes */
  KAISER_ERROR_INVALID_SUIT,
  KAISER_ERROR_MISDEAL_NOT_ALLOWED,
  KAISER_ERROR_ILLEGAL_DISCARD,   /* the +5 and −3 cards stay in hand */
  KAISER_ERROR_RULES_INVALID,
  KAISER_ERROR_RECORD_INVALID,   /* unreadable or malformed record */
  KAISER_ERROR_RECORD_MISMATCH,  /* record disagrees with the rules */
  KAISER_ERROR_CLAIM_NOT_CERTAIN, /* a claim of the rest of the hand that does not hold */
  KAISER_ERROR_INVALID_DEAL,     /* cards that are not the pack dealt out, a deal number out of range */
  KAISER_ERROR_INVALID_VIEW,     /* a seat's view that is not of this game's seat and rules, or not a position of it */
} KaiserError;

G_END_DECLS
