/* kaiser-advice-text.c: the Hint in words. */
#define G_LOG_DOMAIN "kaiser-advice-text"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "kaiser-advice-text.h"

/* "♥ Hearts": a trump call; a suit the theme names, by that name ("France") */
static const char *
suit_title (const KaiserCardNames *names, KaiserSuit suit)
{
  static const char * const titles[] = { N_("♣ Clubs"), N_("♦ Diamonds"), N_("♥ Hearts"), N_("♠ Spades") };

  if (kaiser_card_names_has_suit (names, suit))
    return kaiser_card_names_get_suit (names, suit);
  return suit < KAISER_N_SUITS ? _(titles[suit]) : "";
}

/* "Queen of Hearts", "8 No Trump", "♥ Hearts", "play it low"… */
char *
kaiser_advice_describe_action (const KaiserState *st, const KaiserCardNames *names, const KaiserAction *action)
{
  switch (action->type)
    {
    case KAISER_ACTION_PLAY:
    case KAISER_ACTION_PASS_CARD:
    case KAISER_ACTION_DISCARD:
      return kaiser_card_names_describe_card (names, &st->rules.deck, action->value);
    case KAISER_ACTION_BID:
      return kaiser_bid_describe (action->bid);
    case KAISER_ACTION_TRUMP:
      return g_strdup (suit_title (names, action->value));
    case KAISER_ACTION_LOW:
      return g_strdup (action->value ? _("play it low") : _("play it high"));
    case KAISER_ACTION_ACCEPT:
      if (action->value)
        {
          g_autofree char *bid = kaiser_bid_describe (kaiser_state_standing_bid (st, NULL));

          /* Translators: the dealer's sale at Lost Heir: the dealer
           * accepts the high bid ("6") and scores it */
          return g_strdup_printf (_("accept the bid of %s"), bid);
        }
      /* Translators: the dealer's sale at Lost Heir: the dealer refuses
       * the high bid, leads and makes trumps */
      return g_strdup (_("refuse the bid and lead"));
    case KAISER_ACTION_MISDEAL:
    default:
      return g_strdup (action->value ? _("throw the hand in") : _("keep the hand"));
    }
}

/* The Hint for a choice weighed by simulation.  Every number is the
 * Expert's value of an action (kaiser-advice.h): the change of the side's
 * score less the other side's, on average, higher is better, the game
 * won or lost on the hand and an unusual call's handicap counted in; the
 * choice's is the highest, so that the line cannot read as if another
 * choice were better.  Where the game or the handicap counts in a value,
 * its clause says so. */

/* Tenths, as shown */
static gint
tenths (double value)
{
  return (gint) lround (value * 10);
}

static gint
percent (double chance)
{
  return (gint) lround (CLAMP (chance, 0.0, 1.0) * 100);
}

/* The chance of being set is shown for calls (where it is what a bid
 * risks) and otherwise where it is not nil. */
static gboolean
shows_set (const KaiserAction *action, double chance)
{
  if (chance < 0)
    return FALSE;
  return action->type == KAISER_ACTION_BID || action->type == KAISER_ACTION_TRUMP ||
         action->type == KAISER_ACTION_LOW || percent (chance) > 0;
}

/* clause, ", set in 40% of them" */
static char *
with_set (char *clause, const KaiserAction *action, double chance)
{
  char *text;

  if (!shows_set (action, chance))
    return clause;
  if (percent (chance) == 0)
    /* Translators: a reason of the Hint and that its bid is never set in
     * the deals tried: "your side comes out 4.5 points ahead on average,
     * never set" */
    text = g_strdup_printf (_("%s, never set"), clause);
  else
    /* Translators: a reason of the Hint and how often the bid is set in
     * the deals tried ("them"): "your side comes out 1.3 points ahead on
     * average, set in 40% of them"; %d%% is the percentage */
    text = g_strdup_printf (_("%s, set in %d%% of them"), clause, percent (chance));
  g_free (clause);
  return text;
}

/* clause, ", counting 30 points for the game won in 55% of them": the
 * game won or lost on the hand, where it counts in the value */
static char *
with_game (char *clause, double won, double lost)
{
  char *text;

  if (percent (won) > 0 && percent (lost) > 0)
    /* Translators: a value of the Hint counts a game won on the hand as
     * 30 points more and a game lost as 30 fewer: "your side comes out
     * 8.5 points ahead on average, counting 30 points for the game won in
     * 20% of them and −30 for the game lost in 10%"; %d is 30, %d%% the
     * percentages */
    text = g_strdup_printf (_("%s, counting %d points for the game won in %d%% of them and −%d for the game lost in %d%%"),
                            clause, KAISER_ADVICE_GAME_POINTS, percent (won), KAISER_ADVICE_GAME_POINTS, percent (lost));
  else if (percent (won) > 0)
    /* Translators: a value of the Hint counts a game won on the hand as
     * 30 points more: "your side comes out 20.5 points ahead on average,
     * counting 30 points for the game won in 55% of them" */
    text = g_strdup_printf (_("%s, counting %d points for the game won in %d%% of them"),
                            clause, KAISER_ADVICE_GAME_POINTS, percent (won));
  else if (percent (lost) > 0)
    /* Translators: a value of the Hint counts a game lost on the hand as
     * 30 points fewer: "your side comes out 14.3 points behind on
     * average, counting −30 points for the game lost in 40% of them" */
    text = g_strdup_printf (_("%s, counting −%d points for the game lost in %d%% of them"),
                            clause, KAISER_ADVICE_GAME_POINTS, percent (lost));
  else
    return clause;
  g_free (clause);
  return text;
}

/* clause, ", counting 3 points off a call other than the usual one" */
static char *
with_handicap (char *clause, double handicap)
{
  char *text;

  if (tenths (handicap) <= 0)
    return clause;
  /* Translators: a value of the Hint is a call's that is not the usual
   * call with the hand, counted some points lower because the deals
   * tried overrate such calls: "8 would come out 1.1 points behind,
   * counting 3 points off a call other than the usual one"; %g is the
   * points */
  text = g_strdup_printf (_("%s, counting %g points off a call other than the usual one"), clause, handicap);
  g_free (clause);
  return text;
}

/* "your side comes out 1.3 points ahead on average"; seat: "West’s side
 * comes out…" (NULL: the player's) */
static char *
score_clause (double score, const char *seat)
{
  if (seat)
    {
      if (tenths (score) == 0)
        /* Translators: the figures of a computer seat's choice in the
         * review: the score change of its side minus the other side's on
         * this hand is nil on average; %s is the seat, "West" */
        return g_strdup_printf (_("%s’s side comes out even on average"), seat);
      if (score > 0)
        /* Translators: the figures of a computer seat's choice in the
         * review: "West’s side comes out 1.3 points ahead on average" */
        return g_strdup_printf (_("%s’s side comes out %.1f points ahead on average"), seat, score);
      /* Translators: the figures of a computer seat's choice in the
       * review: "West’s side comes out 2.0 points behind on average" */
      return g_strdup_printf (_("%s’s side comes out %.1f points behind on average"), seat, -score);
    }
  if (tenths (score) == 0)
    /* Translators: a reason of the Hint: the score change of the player's
     * side minus the other side's on this hand is nil on average */
    return g_strdup (_("your side comes out even on average"));
  if (score > 0)
    /* Translators: a reason of the Hint: on this hand, the player's side
     * scores 1.3 points more than the other side on average; the number
     * always has one decimal */
    return g_strdup_printf (_("your side comes out %.1f points ahead on average"), score);
  /* Translators: a reason of the Hint: on this hand, the player's side
   * scores 2.0 points less than the other side on average; the number
   * always has one decimal */
  return g_strdup_printf (_("your side comes out %.1f points behind on average"), -score);
}

/* "8 would come out 3.1 points behind" */
static char *
runner_up_clause (const char *other, double score)
{
  if (tenths (score) == 0)
    /* Translators: the next best choice of the Hint: "8 would come out
     * even" (the score change of the player's side minus the other
     * side's, on average) */
    return g_strdup_printf (_("%s would come out even"), other);
  if (score > 0)
    /* Translators: the next best choice of the Hint: "8 No Trump would
     * come out 0.8 points ahead" (on average, as in the reason before
     * it) */
    return g_strdup_printf (_("%s would come out %.1f points ahead"), other, score);
  /* Translators: the next best choice of the Hint: "8 would come out 3.1
   * points behind" (on average, as in the reason before it) */
  return g_strdup_printf (_("%s would come out %.1f points behind"), other, -score);
}

/* A card's play: what happens in the trick, said where the deals make it
 * clear (in CLEAR of them at least); first a reason the runner-up does
 * not share (its share at least DISTINCT lower), else the first that
 * holds, in the order of reasons below. */
#define CLEAR    0.6
#define DISTINCT 0.25

typedef enum {
  REASON_BONUS,     /* the +5 goes to my side's trick */
  REASON_PENALTY,   /* the −3 goes to the other side's */
  REASON_WINS,      /* the card takes the trick */
  REASON_PARTNER,   /* the partner takes it, and leads next */
  REASON_TRUMP,     /* an opponent plays a trump to it */
  N_REASONS
} TrickReason;

static double
reason_share (const KaiserTrickFacts *f, TrickReason r)
{
  switch (r)
    {
    case REASON_BONUS:
      return f->bonus_ours;
    case REASON_PENALTY:
      return f->penalty_theirs;
    case REASON_WINS:
      return f->wins;
    case REASON_PARTNER:
      return f->partner_wins;
    case REASON_TRUMP:
    case N_REASONS:
    default:
      return f->trump_drawn;
    }
}

/* Whether the +5 is my side's already: the card played, or my partner's
 * in the trick on the table. */
static gboolean
bonus_is_ours (const KaiserState *st, const KaiserAdvice *advice)
{
  const KaiserCard bonus = st->rules.deck.bonus_card;
  const KaiserTrick *trick = &st->tricks[MIN (st->n_tricks, KAISER_MAX_TRICKS - 1)];
  KaiserSeat seat = trick->leader;

  if (advice->action.value == bonus)
    return TRUE;
  for (guint i = 0; i < trick->n_played && seat < kaiser_rules_n_seats (&st->rules); i++)
    {
      if (trick->cards[i] == bonus)
        return kaiser_rules_seat_side (&st->rules, seat) == kaiser_rules_seat_side (&st->rules, advice->action.seat);
      do
        seat = kaiser_rules_seat_next (&st->rules, seat);
      while (!(st->active & (1u << seat)));
    }
  return FALSE;
}

static char *
trick_reason_text (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, TrickReason r)
{
  const KaiserDeck *deck = &st->rules.deck;
  g_autofree char *card = NULL;

  switch (r)
    {
    case REASON_BONUS:
      card = kaiser_card_names_describe_card (names, deck, deck->bonus_card);
      if (bonus_is_ours (st, advice))
        /* Translators: why the Hint's card: the +5 card ("Five of
         * Hearts", or as the card theme names it), my side's already,
         * goes to my side's trick */
        return g_strdup_printf (_("keeps the %s safe"), card);
      /* Translators: why the Hint's card: my side takes the +5 card
       * ("Five of Hearts", or as the card theme names it) in this trick */
      return g_strdup_printf (_("takes the %s"), card);
    case REASON_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why the Hint's card: the −3 card ("Three of Spades",
       * or as the card theme names it) falls in this trick and the
       * other side takes it */
      return g_strdup_printf (_("the %s goes to the opponents’ trick"), card);
    case REASON_WINS:
      /* Translators: why the Hint's card: it takes the trick in most of
       * the deals tried */
      return g_strdup (_("wins the trick in most deals"));
    case REASON_PARTNER:
      /* Translators: why the Hint's card: the partner takes the trick and
       * so leads the next one */
      return g_strdup (_("gives partner the lead"));
    case REASON_TRUMP:
    case N_REASONS:
    default:
      /* Translators: why the Hint's card: an opponent has to play a trump
       * to this trick */
      return g_strdup (_("forces out a trump"));
    }
}

/* The card's reason, N_REASONS where none is clear. */
static TrickReason
trick_reason_pick (const KaiserAdvice *advice)
{
  gboolean contrast = advice->has_runner_up && advice->runner_up.type == KAISER_ACTION_PLAY;

  if (advice->action.type != KAISER_ACTION_PLAY || !advice->has_trick)
    return N_REASONS;
  for (guint pass = contrast ? 0 : 1; pass < 2; pass++)
    for (TrickReason r = 0; r < N_REASONS; r++)
      {
        double share = reason_share (&advice->trick, r);

        if (share < CLEAR)
          continue;
        if (pass == 0 && reason_share (&advice->runner_up_trick, r) > share - DISTINCT)
          continue;
        return r;
      }
  return N_REASONS;
}

/* The card's reason, or NULL where none is clear. */
static char *
trick_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice)
{
  TrickReason r = trick_reason_pick (advice);

  return r < N_REASONS ? trick_reason_text (st, names, advice, r) : NULL;
}

/* The figures of a choice weighed by simulation: "over 48 likely deals
 * your side comes out 2.0 points behind on average; 8 would come out 3.1
 * points behind, set in 62% of them"; seat names the side ("West’s side
 * comes out…"), NULL the player's. */
static char *
simulation_figures (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *seat)
{
  g_autofree char *other = NULL, *reason = NULL, *clause = NULL;

  clause = with_set (with_handicap (with_game (score_clause (advice->score, seat), advice->game_won, advice->game_lost),
                                    advice->handicap),
                     &advice->action, advice->set_chance);
  if (advice->has_runner_up)
    {
      other = kaiser_advice_describe_action (st, names, &advice->runner_up);
      if (tenths (advice->runner_up_score) == tenths (advice->score))
        /* Translators: the Hint's reason, then the next best choice, which
         * does as well on average: "your side comes out 1.3 points ahead
         * on average; 8 would do about as well" */
        reason = g_strdup_printf (_("%s; %s would do about as well"), clause, other);
      else
        {
          g_autofree char *second = with_set (with_handicap (with_game (runner_up_clause (other, advice->runner_up_score),
                                                                        advice->runner_up_game_won,
                                                                        advice->runner_up_game_lost),
                                                             advice->runner_up_handicap),
                                              &advice->runner_up, advice->runner_up_set_chance);
          /* Translators: the Hint's reason, then the next best choice:
           * "your side comes out 2.0 points behind on average; 8 would come
           * out 3.1 points behind, set in 62% of them" */
          reason = g_strdup_printf (_("%s; %s"), clause, second);
        }
    }
  /* Translators: the figures of a choice weighed by simulation: the deals
   * of the unseen cards tried, then the reason: "over 48 likely deals
   * your side comes out 2.0 points behind on average; 8 would come out 3.1
   * points behind, set in 62% of them" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "over %u likely deal %s", "over %u likely deals %s", advice->deals),
                          advice->deals, reason ? reason : clause);
}

static char *
describe_simulation (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *what)
{
  g_autofree char *play = trick_reason (st, names, advice);
  g_autofree char *figures = simulation_figures (st, names, advice, NULL);

  if (play)
    /* Translators: the Hint on a card after a simulation: the advised
     * card, what it does in the trick, then the figures: "Hint: Ace of
     * Hearts — wins the trick in most deals; over 80 likely deals your
     * side comes out 1.3 points behind on average; Jack of Clubs would
     * come out 1.6 points behind" */
    return g_strdup_printf (_("Hint: %s — %s; %s"), what, play, figures);
  /* Translators: the Hint: the advised action and why, "Hint: Pass — over
   * 48 likely deals your side comes out 2.0 points behind on average" */
  return g_strdup_printf (_("Hint: %s — %s"), what, figures);
}

/* The card winning the trick on the table, or KAISER_CARD_NONE. */
static KaiserCard
winning_card (const KaiserState *st)
{
  const KaiserTrick *trick;
  KaiserCard best;

  if (st->n_tricks >= KAISER_MAX_TRICKS)
    return KAISER_CARD_NONE;
  trick = &st->tricks[st->n_tricks];
  if (trick->n_played == 0)
    return KAISER_CARD_NONE;
  best = trick->cards[0];
  for (guint i = 1; i < trick->n_played; i++)
    if (kaiser_state_card_beats (st, trick->cards[i], best))
      best = trick->cards[i];
  return best;
}

char *
kaiser_advice_rule_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice)
{
  const KaiserDeck *deck = &st->rules.deck;
  KaiserCard winning;
  g_autofree char *card = NULL, *other = NULL;

  g_return_val_if_fail (st != NULL && advice != NULL, NULL);

  switch (advice->rule)
    {
    case KAISER_RULE_ONLY_CHOICE:
      /* Translators: why an action: no other is legal */
      return g_strdup (_("the only choice you have"));
    case KAISER_RULE_LEAD_NAMES_TRUMP:
      /* Translators: why a lead (Hint, review), where the first card led
       * names trumps: it is of the suit the hand wants as trumps */
      return g_strdup (_("the first lead names trumps: a card of the suit your hand wants as trumps"));
    case KAISER_RULE_LEAD_DRAW_TRUMPS:
      /* Translators: why a lead: the player's side declared and leads
       * trumps so that the opponents have none left to ruff with */
      return g_strdup (_("your side declared: lead trumps to draw the opponents’ trumps"));
    case KAISER_RULE_LEAD_BONUS:
      /* Translators: why a lead of the +5 card: no card left in its suit
       * beats it and no opponent is likely to ruff it */
      return g_strdup (_("a sure winner that no ruff threatens: it brings its points home"));
    case KAISER_RULE_LEAD_MASTER:
      /* Translators: why a lead: the card is the highest left in its suit */
      return g_strdup (_("a sure winner: no one else can hold a higher card of its suit"));
    case KAISER_RULE_LEAD_PENALTY:
      /* Translators: why a lead of the −3 card: the partner cannot follow
       * its suit (nor ruff) and an opponent can, so the opponents should
       * take it */
      return g_strdup (_("your partner is out of its suit and an opponent is not: the opponents should take it"));
    case KAISER_RULE_LEAD_PARTNER_SUIT:
      /* Translators: why a lead: the suit the partner led earlier */
      return g_strdup (_("back to the suit your partner led"));
    case KAISER_RULE_LEAD_SINGLETON:
      /* Translators: why a lead, by a defender holding trumps: its only
       * card of the suit, so that it can ruff the suit later */
      return g_strdup (_("your only card of its suit: once out of it, you can ruff it"));
    case KAISER_RULE_LEAD_LONG_SUIT:
      /* Translators: why a lead: a card of the hand's longest suit */
      return g_strdup (_("a lead from your longest suit"));
    case KAISER_RULE_LEAD_ONLY_SPECIALS:
      card = kaiser_card_names_describe_card (names, deck, deck->bonus_card);
      other = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a lead: the +5 and −3 cards ("Five of Hearts",
       * "Three of Spades", or as the card theme names them) are all the
       * hand has left */
      return g_strdup_printf (_("only the %s and the %s are left to lead"), card, other);
    case KAISER_RULE_WIN_CHEAPLY:
      /* Translators: why a card played to a trick: the lowest card that
       * beats the cards played so far */
      return g_strdup (_("the cheapest card that takes the trick"));
    case KAISER_RULE_WIN_HIGH:
      /* Translators: why a card played to a trick: it beats the cards
       * played so far, and is high so that the seats still to play do
       * not beat it */
      return g_strdup (_("high enough that the seats still to play are unlikely to beat it"));
    case KAISER_RULE_RUFF:
      /* Translators: why a card played to a trick: the hand has no card of
       * the suit led and a trump takes the trick */
      return g_strdup (_("no card of the suit led: a trump takes the trick"));
    case KAISER_RULE_GIVE_BONUS:
      winning = winning_card (st);
      if (winning == KAISER_CARD_NONE)
        /* Translators: why the +5 card is played: the partner is winning
         * the trick; %d is the card's points (5) */
        return g_strdup_printf (_("your partner is winning the trick: give it the +%d"), deck->bonus_value);
      card = kaiser_card_names_describe_card (names, deck, winning);
      /* Translators: why the +5 card is played: the partner's card ("King
       * of Clubs", or as the card theme names it) is winning the trick;
       * %d is the +5 card's points (5) */
      return g_strdup_printf (_("your partner’s %s is winning the trick: give it the +%d"), card, deck->bonus_value);
    case KAISER_RULE_PARTNER_WINS:
      winning = winning_card (st);
      if (winning == KAISER_CARD_NONE)
        /* Translators: why a card played to a trick: the partner is
         * winning it, and the card does not beat the partner's */
        return g_strdup (_("your partner is winning the trick: let it stand"));
      card = kaiser_card_names_describe_card (names, deck, winning);
      /* Translators: why a card played to a trick: the partner's card
       * ("King of Clubs", or as the card theme names it) is winning it,
       * and the card does not beat it */
      return g_strdup_printf (_("your partner’s %s is winning the trick: let it stand"), card);
    case KAISER_RULE_DUMP_PENALTY:
      /* Translators: why the −3 card is played: the opponents are winning
       * the trick, so they take it */
      return g_strdup (_("the opponents are winning the trick: let them take it"));
    case KAISER_RULE_DUCK_LOWEST:
      /* Translators: why a card played to a trick: no card of the hand
       * beats the trick so far */
      return g_strdup (_("the trick cannot be won: the lowest card"));
    case KAISER_RULE_DUCK_SPARE:
      /* Translators: why a card played to a trick: no card of the hand
       * beats the trick so far, and this one is of least use later */
      return g_strdup (_("the trick cannot be won: the card you will miss least"));
    case KAISER_RULE_HOLD_BACK:
      /* Translators: why a low card played to a trick although a higher
       * one would beat it so far: a seat still to play would likely beat
       * that */
      return g_strdup (_("a seat still to play may well beat it: play low and keep the higher cards"));
    case KAISER_RULE_NOT_WORTH:
      /* Translators: why a low card played last to a trick although a
       * higher one would take it: the trick's points are worth less than
       * keeping the higher card for later */
      return g_strdup (_("the trick is worth less than the card that would take it"));
    case KAISER_RULE_LEAVE_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a card that does not take the opponents' trick
       * although another would: the −3 card ("Three of Spades", or as the
       * card theme names it) is in it */
      return g_strdup_printf (_("the %s is in the trick: let the opponents keep it"), card);
    case KAISER_RULE_DISCARD_OFF_SUIT:
      /* Translators: why a card played to a trick: the hand has no card of
       * the suit led, and does not ruff */
      return g_strdup (_("no card of the suit led: the card you will miss least"));
    case KAISER_RULE_SOLO_UNDER:
      /* Translators: why a card played to a trick in Solo Kaiser: the
       * partner plays alone, and the player must not take a trick */
      return g_strdup (_("your partner plays alone: stay under the trick"));
    case KAISER_RULE_KITTY_LEAST_USE:
      /* Translators: why a card laid away from the kitty: the hand loses least without it */
      return g_strdup (_("the card of least use to you in this contract"));
    case KAISER_RULE_KITTY_LOWEST:
      /* Translators: why a card laid away from the kitty */
      return g_strdup (_("your lowest card outside trumps"));
    case KAISER_RULE_PASS_PENALTY:
      /* Translators: why the −3 card is passed to an opponent: the side
       * that takes it in a trick loses its points */
      return g_strdup (_("the side that takes it loses points: pass it to an opponent"));
    case KAISER_RULE_PASS_SPARE:
      /* Translators: why a card passed: the hand loses least without it */
      return g_strdup (_("the card you can spare most easily"));
    case KAISER_RULE_PASS_FEED_PARTNER:
      /* Translators: why a card passed to the partner: a high card, to
       * make the partner's hand stronger */
      return g_strdup (_("a high card to strengthen your partner’s hand"));
    case KAISER_RULE_PASS_LOWEST:
      /* Translators: why a card passed */
      return g_strdup (_("your lowest card"));
    case KAISER_RULE_TRUMP_BEST:
      /* Translators: why trumps were named */
      return g_strdup (_("the trumps your hand takes the most points with"));
    case KAISER_RULE_TRUMP_LONGEST:
      /* Translators: why trumps were named */
      return g_strdup (_("your longest suit"));
    case KAISER_RULE_LOW_BY_VALUE:
      return g_strdup (advice->action.value ? /* Translators: why a contract is played low */
                                              _("your hand takes more points played low")
                                            : /* Translators: why a contract is played high */
                                              _("your hand takes more points played high"));
    case KAISER_RULE_LOW_BY_LOW_CARDS:
      return g_strdup (advice->action.value ? /* Translators: why a contract is played low: five cards or
                                               * more of the hand are the two lowest of their suits */
                                              _("five or more of your cards are among the two lowest of their suits")
                                            : /* Translators: why a contract is played high: fewer than
                                               * five cards of the hand are the two lowest of their suits */
                                              _("fewer than five of your cards are among the two lowest of their suits"));
    case KAISER_RULE_MISDEAL_WORTH:
      /* Translators: why a hand is thrown in, or kept, when it may be thrown in */
      return g_strdup (advice->action.value ? _("the hand can hardly take a trick") : _("the hand is worth playing"));
    case KAISER_RULE_MISDEAL_LIMIT:
      /* Translators: why a hand is kept although it may be thrown in: the
       * deal has been thrown in several times already */
      return g_strdup (_("the cards have been thrown in often enough: play them"));
    case KAISER_RULE_ACCEPT_BID:
      /* Translators: why the dealer accepts the high bid at Lost Heir */
      return g_strdup (_("the bid is worth more than leading and making trumps would add to your points"));
    case KAISER_RULE_REFUSE_BID:
      /* Translators: why the dealer refuses the high bid at Lost Heir, to
       * lead and make trumps */
      return g_strdup (_("leading and making trumps should add more to your points than the bid"));
    case KAISER_RULE_NONE:
    case KAISER_N_RULES:
    default:
      return NULL;
    }
}

/* The Hint's one-line reason. */
char *
kaiser_advice_describe (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice)
{
  g_autofree char *what = kaiser_advice_describe_action (st, names, &advice->action);
  KaiserAction legal[KAISER_MAX_ACTIONS];

  switch (advice->basis)
    {
    case KAISER_ADVICE_SIMULATION:
      return describe_simulation (st, names, advice, what);
    case KAISER_ADVICE_HAND_VALUE:
      if (advice->action.type == KAISER_ACTION_BID && kaiser_bid_is_pass (advice->action.bid))
        /* Translators: "Hint: Pass — your hand looks worth about 5 points to your side; the next bid needs 8" */
        return g_strdup_printf (_("Hint: %s — your hand looks worth about %d points to your side; the next bid needs %d"),
                                what, advice->estimate, advice->needed);
      /* Translators: "Hint: 8 Hearts — your hand looks worth about 9 points to your side" */
      return g_strdup_printf (_("Hint: %s — your hand looks worth about %d points to your side"), what, advice->estimate);
    case KAISER_ADVICE_RULE:
    default:
      if (kaiser_state_legal_actions (st, legal) == 1)
        return g_strdup_printf (_("Hint: %s — the only choice you have"), what);
      if (advice->rule != KAISER_RULE_NONE)
        {
          g_autofree char *reason = kaiser_advice_rule_reason (st, names, advice);

          if (reason)
            /* Translators: the Hint by a rule of thumb: the advised action
             * and the rule's reason, "Hint: Ace of Clubs — a sure winner:
             * no one else can hold a higher card of its suit" */
            return g_strdup_printf (_("Hint: %s — %s"), what, reason);
        }
      switch (advice->action.type)
        {
        case KAISER_ACTION_PASS_CARD:
          return g_strdup_printf (_("Hint: %s — the card you can spare most easily"), what);
        case KAISER_ACTION_DISCARD:
          return g_strdup_printf (_("Hint: %s — the card of least use to you in this contract"), what);
        case KAISER_ACTION_MISDEAL:
          return g_strdup_printf (advice->action.value ? _("Hint: %s — the hand can hardly take a trick")
                                                       : _("Hint: %s — the hand is worth playing"), what);
        default:
          return g_strdup_printf (_("Hint: %s"), what);
        }
    }
}

/* A computer seat's reason, in the third person and in a player's words:
 * who (the seat, "West", or "A player of its level") then what it does
 * and why, no figures. */

/* Whether the seat to act leads the trick (a card led keeps the lead
 * when it wins, any other takes it). */
static gboolean
leads_trick (const KaiserState *st)
{
  return st->n_tricks < KAISER_MAX_TRICKS && st->tricks[st->n_tricks].n_played == 0;
}

static char *
seat_rule_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *who)
{
  const KaiserDeck *deck = &st->rules.deck;
  KaiserCard winning;
  g_autofree char *card = NULL, *other = NULL;

  switch (advice->rule)
    {
    case KAISER_RULE_ONLY_CHOICE:
      /* Translators: why a computer seat acted, in the review: no other
       * action was legal; %s is the seat ("West") or "A player of its
       * level", as in all the reasons below */
      return g_strdup_printf (_("%s has no other choice"), who);
    case KAISER_RULE_LEAD_NAMES_TRUMP:
      /* Translators: why a computer seat led, where the first card led
       * names trumps */
      return g_strdup_printf (_("%s leads from the suit its hand wants as trumps: the first lead names them"), who);
    case KAISER_RULE_LEAD_DRAW_TRUMPS:
      /* Translators: why a computer seat led trumps: its side declared,
       * and the opponents should have none left to ruff with */
      return g_strdup_printf (_("%s leads trumps to draw the opponents’ trumps, as its side declared"), who);
    case KAISER_RULE_LEAD_BONUS:
      /* Translators: why a computer seat led the +5 card */
      return g_strdup_printf (_("%s leads a sure winner that no ruff threatens, to bring its points home"), who);
    case KAISER_RULE_LEAD_MASTER:
      /* Translators: why a computer seat led: the card is the highest left in its suit */
      return g_strdup_printf (_("%s leads a sure winner: no one else can hold a higher card of its suit"), who);
    case KAISER_RULE_LEAD_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat led the −3 card ("Three of
       * Spades", or as the card theme names it): its partner cannot
       * follow its suit and an opponent can */
      return g_strdup_printf (_("%s leads the %s for the opponents to take: partner is out of its suit and an opponent is not"),
                              who, card);
    case KAISER_RULE_LEAD_PARTNER_SUIT:
      /* Translators: why a computer seat led: the suit its partner led earlier */
      return g_strdup_printf (_("%s leads back the suit partner led"), who);
    case KAISER_RULE_LEAD_SINGLETON:
      /* Translators: why a computer seat led, a defender holding trumps:
       * its only card of the suit, so that it can ruff the suit later */
      return g_strdup_printf (_("%s leads its only card of the suit, to ruff the suit later"), who);
    case KAISER_RULE_LEAD_LONG_SUIT:
      /* Translators: why a computer seat led */
      return g_strdup_printf (_("%s leads from its longest suit"), who);
    case KAISER_RULE_LEAD_ONLY_SPECIALS:
      card = kaiser_card_names_describe_card (names, deck, deck->bonus_card);
      other = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat led: the +5 and −3 cards ("Five
       * of Hearts", "Three of Spades", or as the card theme names them)
       * are all it has left */
      return g_strdup_printf (_("%s has only the %s and the %s left to lead"), who, card, other);
    case KAISER_RULE_WIN_CHEAPLY:
      /* Translators: why a computer seat played a card: the lowest that beats the trick so far */
      return g_strdup_printf (_("%s takes the trick with the cheapest card that wins it"), who);
    case KAISER_RULE_WIN_HIGH:
      /* Translators: why a computer seat played a high card to a trick */
      return g_strdup_printf (_("%s plays high enough that the seats still to play are unlikely to beat it"), who);
    case KAISER_RULE_RUFF:
      /* Translators: why a computer seat played a trump to a trick */
      return g_strdup_printf (_("%s has no card of the suit led and takes the trick with a trump"), who);
    case KAISER_RULE_GIVE_BONUS:
      winning = winning_card (st);
      if (winning == KAISER_CARD_NONE)
        /* Translators: why a computer seat played the +5 card: its
         * partner is winning the trick; %d is the card's points (5) */
        return g_strdup_printf (_("%s gives the +%d to partner, who is winning the trick"), who, deck->bonus_value);
      card = kaiser_card_names_describe_card (names, deck, winning);
      /* Translators: why a computer seat played the +5 card: its
       * partner's card ("King of Clubs", or as the card theme names it)
       * is winning the trick; %d is the +5 card's points (5) */
      return g_strdup_printf (_("%s gives the +%d to partner’s %s, which is winning the trick"), who, deck->bonus_value,
                              card);
    case KAISER_RULE_PARTNER_WINS:
      winning = winning_card (st);
      if (winning == KAISER_CARD_NONE)
        /* Translators: why a computer seat played a card under its
         * partner's, which is winning the trick */
        return g_strdup_printf (_("%s lets partner win the trick"), who);
      card = kaiser_card_names_describe_card (names, deck, winning);
      /* Translators: why a computer seat played a card under its
       * partner's ("King of Clubs", or as the card theme names it),
       * which is winning the trick */
      return g_strdup_printf (_("%s lets partner’s %s win the trick"), who, card);
    case KAISER_RULE_DUMP_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat played the −3 card ("Three of
       * Spades", or as the card theme names it): the opponents are
       * winning the trick */
      return g_strdup_printf (_("%s gives the %s to the opponents, who are winning the trick"), who, card);
    case KAISER_RULE_DUCK_LOWEST:
      /* Translators: why a computer seat played a low card */
      return g_strdup_printf (_("%s cannot win the trick and plays its lowest card"), who);
    case KAISER_RULE_DUCK_SPARE:
      /* Translators: why a computer seat played a card it could spare */
      return g_strdup_printf (_("%s cannot win the trick and plays the card it will miss least"), who);
    case KAISER_RULE_HOLD_BACK:
      /* Translators: why a computer seat played low although a higher
       * card would beat the trick so far */
      return g_strdup_printf (_("%s plays low and keeps its higher cards: a seat still to play may well beat them"), who);
    case KAISER_RULE_NOT_WORTH:
      /* Translators: why a computer seat, last to play, did not take the trick */
      return g_strdup_printf (_("%s lets the trick go: it is worth less than the card that would take it"), who);
    case KAISER_RULE_LEAVE_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat did not take the opponents'
       * trick: the −3 card ("Three of Spades", or as the card theme
       * names it) is in it */
      return g_strdup_printf (_("%s lets the opponents keep their trick: the %s is in it"), who, card);
    case KAISER_RULE_DISCARD_OFF_SUIT:
      /* Translators: why a computer seat played a card of another suit */
      return g_strdup_printf (_("%s has no card of the suit led and throws the card it will miss least"), who);
    case KAISER_RULE_SOLO_UNDER:
      /* Translators: why a computer seat played low in Solo Kaiser */
      return g_strdup_printf (_("%s stays under the trick: partner plays alone"), who);
    case KAISER_RULE_KITTY_LEAST_USE:
      /* Translators: why a computer seat laid a card away from the kitty */
      return g_strdup_printf (_("%s lays away the card of least use to it in this contract"), who);
    case KAISER_RULE_KITTY_LOWEST:
      /* Translators: why a computer seat laid a card away from the kitty */
      return g_strdup_printf (_("%s lays away its lowest card outside trumps"), who);
    case KAISER_RULE_PASS_PENALTY:
      card = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat passed the −3 card ("Three of
       * Spades", or as the card theme names it) to an opponent */
      return g_strdup_printf (_("%s passes the %s to an opponent: the side that takes it loses points"), who, card);
    case KAISER_RULE_PASS_SPARE:
      /* Translators: why a computer seat passed a card */
      return g_strdup_printf (_("%s passes the card it can spare most easily"), who);
    case KAISER_RULE_PASS_FEED_PARTNER:
      /* Translators: why a computer seat passed a high card to its partner */
      return g_strdup_printf (_("%s passes a high card to strengthen partner’s hand"), who);
    case KAISER_RULE_PASS_LOWEST:
      /* Translators: why a computer seat passed a card */
      return g_strdup_printf (_("%s passes its lowest card"), who);
    case KAISER_RULE_TRUMP_BEST:
      /* Translators: why a computer seat named trumps */
      return g_strdup_printf (_("%s names the trumps its hand takes the most points with"), who);
    case KAISER_RULE_TRUMP_LONGEST:
      /* Translators: why a computer seat named trumps */
      return g_strdup_printf (_("%s names its longest suit as trumps"), who);
    case KAISER_RULE_LOW_BY_VALUE:
      return g_strdup_printf (advice->action.value ? /* Translators: why a computer seat plays the contract low */
                                                     _("%s plays it low: its hand takes more points that way")
                                                   : /* Translators: why a computer seat plays the contract high */
                                                     _("%s plays it high: its hand takes more points that way"), who);
    case KAISER_RULE_LOW_BY_LOW_CARDS:
      return g_strdup_printf (advice->action.value ? /* Translators: why a computer seat plays the contract low */
                                                     _("%s plays it low: five or more of its cards are among the two lowest of their suits")
                                                   : /* Translators: why a computer seat plays the contract high */
                                                     _("%s plays it high: fewer than five of its cards are among the two lowest of their suits"),
                              who);
    case KAISER_RULE_MISDEAL_WORTH:
      return g_strdup_printf (advice->action.value ? /* Translators: why a computer seat threw its hand in */
                                                     _("%s throws the hand in: it can hardly take a trick")
                                                   : /* Translators: why a computer seat kept a hand it could throw in */
                                                     _("%s keeps the hand: it is worth playing"), who);
    case KAISER_RULE_MISDEAL_LIMIT:
      /* Translators: why a computer seat kept a hand it could throw in */
      return g_strdup_printf (_("%s keeps the hand: the cards have been thrown in often enough"), who);
    case KAISER_RULE_ACCEPT_BID:
      /* Translators: why a computer dealer accepts the high bid at Lost Heir */
      return g_strdup_printf (_("%s accepts the bid: it is worth more than leading and making trumps would add"), who);
    case KAISER_RULE_REFUSE_BID:
      /* Translators: why a computer dealer refuses the high bid at Lost
       * Heir, to lead and make trumps */
      return g_strdup_printf (_("%s refuses the bid and leads: the lead and trumps should be worth more to it"), who);
    case KAISER_RULE_NONE:
    case KAISER_N_RULES:
    default:
      return NULL;
    }
}

/* The reason rule gives for advice's action. */
static char *
seat_rule_reason_as (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, KaiserRule rule,
                     const char *who)
{
  KaiserAdvice as_rule = *advice;

  as_rule.rule = rule;
  return seat_rule_reason (st, names, &as_rule, who);
}

/* A card played by simulation: what it does in the trick, in a player's words. */
static char *
seat_play_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *who)
{
  const KaiserDeck *deck = &st->rules.deck;
  g_autofree char *card = kaiser_card_names_describe_card (names, deck, advice->action.value);
  g_autofree char *special = NULL;

  switch (trick_reason_pick (advice))
    {
    case REASON_BONUS:
      special = kaiser_card_names_describe_card (names, deck, deck->bonus_card);
      if (bonus_is_ours (st, advice))
        /* Translators: why a computer seat played a card (the first %s
         * after the seat, "King of Diamonds", or as the card theme names
         * it): the +5 card (the second) goes to its side's trick */
        return g_strdup_printf (_("%s plays the %s to keep the %s safe in its side’s trick"), who, card, special);
      /* Translators: why a computer seat played a card: its side takes
       * the +5 card in this trick */
      return g_strdup_printf (_("%s plays the %s so that its side takes the %s"), who, card, special);
    case REASON_PENALTY:
      special = kaiser_card_names_describe_card (names, deck, deck->penalty_card);
      /* Translators: why a computer seat played a card: the −3 card (the
       * second card) goes to the opponents' trick */
      return g_strdup_printf (_("%s plays the %s so that the %s goes to the opponents"), who, card, special);
    case REASON_WINS:
      return g_strdup_printf (leads_trick (st) ? /* Translators: why a computer seat led a card: it takes the
                                                  * trick and so leads the next one */
                                                 _("%s plays the %s to win the trick and keep the lead")
                                               : /* Translators: why a computer seat played a card: it takes the
                                                  * trick and so leads the next one */
                                                 _("%s plays the %s to win the trick and take the lead"),
                              who, card);
    case REASON_PARTNER:
      /* Translators: why a computer seat played a card: its partner
       * takes the trick and leads the next one */
      return g_strdup_printf (_("%s plays the %s to let partner win the trick and lead next"), who, card);
    case REASON_TRUMP:
      /* Translators: why a computer seat played a card: an opponent has
       * to play a trump to the trick */
      return g_strdup_printf (_("%s plays the %s to force out an opponent’s trump"), who, card);
    case N_REASONS:
    default:
      /* Translators: why a computer seat played a card, where no one
       * thing in the trick decided it */
      return g_strdup_printf (_("%s plays the %s, the card that did best in the deals it thought likely"), who, card);
    }
}

/* A choice weighed by simulation, in a player's words. */
static char *
seat_simulation_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice,
                        const char *who)
{
  g_autofree char *what = kaiser_advice_describe_action (st, names, &advice->action);

  switch (advice->action.type)
    {
    case KAISER_ACTION_PLAY:
      return seat_play_reason (st, names, advice, who);
    case KAISER_ACTION_BID:
      if (kaiser_bid_is_pass (advice->action.bid))
        /* Translators: why a computer seat passed in the auction */
        return g_strdup_printf (_("%s passes: no bid did better in the deals it thought likely"), who);
      if (advice->kept_usual)
        /* Translators: why a computer seat made a bid ("8 No Trump"):
         * the usual call with its hand, which no other clearly beat */
        return g_strdup_printf (_("%s bids %s, the usual call with its hand: no other did clearly better"), who, what);
      if (advice->set_chance >= 0.5)
        /* Translators: why a computer seat made a bid it may well not
         * make: passing or a lower bid looked worse still */
        return g_strdup_printf (_("%s bids %s although it may be set: the other calls looked worse"), who, what);
      /* Translators: why a computer seat made a bid ("8 No Trump") */
      return g_strdup_printf (_("%s bids %s: its side should make it"), who, what);
    case KAISER_ACTION_TRUMP:
      /* Translators: why a computer seat named trumps ("♥ Hearts", or as
       * the card theme names the suit) */
      return g_strdup_printf (_("%s names %s, the trumps its side does best with"), who, what);
    case KAISER_ACTION_LOW:
      return g_strdup_printf (advice->action.value ? /* Translators: why a computer seat plays the contract low */
                                                     _("%s plays it low: its side does better that way")
                                                   : /* Translators: why a computer seat plays the contract high */
                                                     _("%s plays it high: its side does better that way"), who);
    case KAISER_ACTION_DISCARD:
      /* Translators: why a computer seat laid a card away ("Two of
       * Clubs", or as the card theme names it) */
      return g_strdup_printf (_("%s lays away the %s, the card its hand misses least"), who, what);
    case KAISER_ACTION_PASS_CARD:
      /* Translators: why a computer seat passed a card */
      return g_strdup_printf (_("%s passes the %s, the card its side does best without"), who, what);
    case KAISER_ACTION_ACCEPT:
      return seat_rule_reason_as (st, names, advice,
                                  advice->action.value ? KAISER_RULE_ACCEPT_BID : KAISER_RULE_REFUSE_BID, who);
    case KAISER_ACTION_MISDEAL:
    default:
      return seat_rule_reason_as (st, names, advice, KAISER_RULE_MISDEAL_WORTH, who);
    }
}

char *
kaiser_advice_seat_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *who)
{
  g_autofree char *what = NULL;
  KaiserAction legal[KAISER_MAX_ACTIONS];

  g_return_val_if_fail (st != NULL && advice != NULL && who != NULL, NULL);

  switch (advice->basis)
    {
    case KAISER_ADVICE_SIMULATION:
      return seat_simulation_reason (st, names, advice, who);
    case KAISER_ADVICE_HAND_VALUE:
      if (advice->action.type == KAISER_ACTION_BID && kaiser_bid_is_pass (advice->action.bid))
        /* Translators: why a computer seat passed, judged from its hand's worth */
        return g_strdup_printf (_("%s passes: its hand looks too weak for the next bid"), who);
      what = kaiser_advice_describe_action (st, names, &advice->action);
      if (advice->estimate >= advice->needed)
        /* Translators: why a computer seat made a bid ("8 No Trump"), judged from its hand's worth */
        return g_strdup_printf (_("%s bids %s: its hand looks worth it"), who, what);
      /* Translators: why a computer seat made a bid ("8 No Trump") a
       * little above what its hand looks worth */
      return g_strdup_printf (_("%s bids %s on a hand that looks worth a little less"), who, what);
    case KAISER_ADVICE_RULE:
    default:
      if (kaiser_state_legal_actions (st, legal) == 1)
        return seat_rule_reason_as (st, names, advice, KAISER_RULE_ONLY_CHOICE, who);
      if (advice->rule != KAISER_RULE_NONE)
        return seat_rule_reason (st, names, advice, who);
      /* no rule named: the one that says what such an action is for */
      switch (advice->action.type)
        {
        case KAISER_ACTION_PASS_CARD:
          return seat_rule_reason_as (st, names, advice, KAISER_RULE_PASS_SPARE, who);
        case KAISER_ACTION_DISCARD:
          return seat_rule_reason_as (st, names, advice, KAISER_RULE_KITTY_LEAST_USE, who);
        case KAISER_ACTION_MISDEAL:
          return seat_rule_reason_as (st, names, advice, KAISER_RULE_MISDEAL_WORTH, who);
        case KAISER_ACTION_ACCEPT:
          return seat_rule_reason_as (st, names, advice,
                                      advice->action.value ? KAISER_RULE_ACCEPT_BID : KAISER_RULE_REFUSE_BID, who);
        default:
          return NULL;
        }
    }
}

char *
kaiser_advice_figures (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice, const char *seat)
{
  g_return_val_if_fail (st != NULL && advice != NULL, NULL);

  switch (advice->basis)
    {
    case KAISER_ADVICE_SIMULATION:
      return simulation_figures (st, names, advice, seat);
    case KAISER_ADVICE_HAND_VALUE:
      if (seat == NULL)
        /* Translators: the figures behind a bid judged from the hand's
         * worth, "your hand looks worth about 5 points to your side; the
         * next bid needs 8" */
        return g_strdup_printf (_("your hand looks worth about %d points to your side; the next bid needs %d"),
                                advice->estimate, advice->needed);
      /* Translators: the figures behind a computer seat's bid judged from
       * its hand's worth, "West’s hand looks worth about 5 points to its
       * side; the next bid needs 8" */
      return g_strdup_printf (_("%s’s hand looks worth about %d points to its side; the next bid needs %d"), seat,
                              advice->estimate, advice->needed);
    case KAISER_ADVICE_RULE:
    default:
      return NULL;
    }
}

char *
kaiser_advice_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice)
{
  g_return_val_if_fail (st != NULL && advice != NULL, NULL);

  switch (advice->basis)
    {
    case KAISER_ADVICE_SIMULATION:
      return trick_reason (st, names, advice);
    case KAISER_ADVICE_RULE:
      return kaiser_advice_rule_reason (st, names, advice);
    case KAISER_ADVICE_HAND_VALUE:
    default:
      return NULL;
    }
}
