/* kaiser-sampler.h: deals of the unseen cards that agree with what a seat
 * knows.
 *
 * From an observation it works out which cards are unseen, how many each
 * other seat (and the kitty or the discards) holds, the voids shown by
 * failures to follow, and the cards it passed that are still with their
 * receiver; it deals the unseen cards at random within those constraints
 * into full KaiserStates the solver can search.  While cards are being
 * passed (V12) the other seats get their hands as before passing, the
 * cards they are passing still among them.
 *
 * With inference the other seats' calls (their bids and passes, the
 * dealer's sale at Lost Heir, and the declarer's trumps) say something of their cards: the likelihood of a
 * deal is how likely the calls made are from the hands the deal gives
 * the other seats, read through the Standard player's own calls with
 * those cards and the auction as it stood when each seat spoke: a table,
 * measured on the Expert's auctions, of the call made against the rule's
 * (the likeliest 1, never 0: people do not bid like our players).  kaiser_sampler_draw()
 * then deals candidates until it keeps one, each with its likelihood
 * (rejection sampling), so the deals it returns come from the posterior
 * and the solver's time goes to likely ones; after a bounded number it
 * takes the likeliest candidate on by Metropolis swaps of cards.
 *
 * With read_play, the cards the other seats played are read too, through
 * the play model (kaiser-play-model.h, play_model) or the Standard
 * player's play (kaiser_sampler_play_likelihood): the deal drawn
 * is weighed by how likely those cards are from the hands it gives them,
 * a weight rather than a rejection, as a play's likelihood falls with
 * every card and rejection would turn down most candidates.
 */
#pragma once

#include "kaiser-engine.h"

G_BEGIN_DECLS

/* One call of another seat, and the seat's observation as it made it (its
 * hand to be filled in from a deal). */
typedef struct {
  KaiserObservation obs;
  KaiserAction      action;   /* what it did */
  gint              floor;    /* bids: the amount a pass is read as (one below the cheapest bid it had) */
} KaiserSamplerCall;

typedef struct {
  KaiserObservation obs;
  KaiserCards       unseen;                  /* to be dealt */
  KaiserCards       fixed[KAISER_MAX_SEATS];    /* known to be in that seat's hand */
  KaiserCards       played[KAISER_MAX_SEATS];   /* played by each seat so far */
  KaiserCards       excluded[KAISER_MAX_SEATS];/* known not to be there (voids) */
  guint             count[KAISER_MAX_SEATS]; /* cards each seat holds now */
  guint             sink;                    /* unseen cards out of play (kitty or discards) */
  gboolean          sink_is_kitty;           /* TRUE: still the kitty; FALSE: the discards */
  KaiserCards       sink_excluded;           /* never there (the +5 and −3 cards are never laid away) */
  gboolean          inference;
  gboolean          read_play;               /* with inference: weigh deals by the cards played (FALSE after init) */
  double            play_model;              /* with read_play: read through the play model (kaiser-play-model.h), its
                                              * chances to this power; 0 (after init): through the Standard player's card */
  gboolean          calls_refit;             /* with inference: the calls read through the refit table (FALSE after init) */
  KaiserSamplerCall calls[KAISER_MAX_SEATS + 2];/* with inference: the other seats' calls */
  guint             n_calls;
} KaiserSampler;

void     kaiser_sampler_init (KaiserSampler *sampler, const KaiserObservation *obs, gboolean inference);
/* The cards each seat of @v cannot hold, from @voids (the suits each
 * showed out of, kaiser_state_read_tricks): each suit's cards as they
 * follow it with @v's trumps (kaiser_deck_suit_cards: at Lost Heir the
 * Lost Heir and the Wrong Boy are trumps and a blank is in no suit), and
 * for a seat that led a blank, every card but the blanks.  @excluded:
 * one for each seat. */
void     kaiser_sampler_excluded (const KaiserState *v, const guint *voids, KaiserCards *excluded);
/* A full state consistent with the observation, and its weight: with
 * inference the deal is drawn from the posterior of the calls, and with
 * read_play weighed by the likelihood of the cards played so far
 * (kaiser_sampler_play_likelihood); else 1.  FALSE if no consistent
 * deal was found (should not happen). */
gboolean kaiser_sampler_draw (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state, double *weight);
/* One deal within the constraints, uniformly, without the inference. */
gboolean kaiser_sampler_draw_uniform (const KaiserSampler *sampler, KaiserRng *rng, KaiserState *state);
/* The likelihood of the other seats' calls with deal's cards, in (0, 1]
 * (1 without inference). */
double   kaiser_sampler_likelihood (const KaiserSampler *sampler, const KaiserState *deal);

/* @deal (drawn for the observation, in the play) as the first lead found
 * it: the tricks of the observation replay from it to @deal. */
void     kaiser_sampler_first_lead (const KaiserSampler *sampler, const KaiserState *deal, KaiserState *st);
/* With inference and read_play, the likelihood of the other seats' cards
 * played so far with deal's hands, read through the play model (with
 * play_model) or the Standard player's play, in (0, 1] (1 without them,
 * or before the first card). */
double   kaiser_sampler_play_likelihood (const KaiserSampler *sampler, const KaiserState *deal);

/* For measuring that table (kaiser-cli record calls): the floor of the
 * seat to call, one below the cheapest bid open to it (G_MAXINT if it may
 * only pass), and a bid's step above it as the table counts them (a pass
 * 0, capped at KAISER_SAMPLER_CALL_STEPS - 1; -1 for a Kaiser bid). */
#define KAISER_SAMPLER_CALL_STEPS 5
gint     kaiser_sampler_call_floor (const KaiserState *view);
gint     kaiser_sampler_call_step (KaiserBid bid, gint floor);
/* The call an Expert makes where the rule makes @rule, as often as the
 * refit's counts say, drawn with @u in [0, 1): the rule's own most
 * often, else a pass or a bid some steps up (kept to the rule's where no
 * such call is legal). */
void     kaiser_sampler_expert_call (const KaiserState *view, const KaiserAction *rule, double u, KaiserAction *call);

G_END_DECLS
