/* test-game-seen.c: a game seen from one seat (kaiser_game_new_seen, a
 * friend's table online, issue 26), fed one seat's views of a real game,
 * is that game as the seat sees it: the same observation and legal
 * actions, the other seats' cards made up of cards the seat never saw, and
 * step by step the same signals. */
#include <string.h>

#include "kaiser-bot.h"
#include "kaiser-seen.h"
#include "kaiser-test-util.h"

typedef struct {
  guint dealt, applied, played, tricks, finished, over;
} Signals;

static void on_dealt (KaiserGame *g, guint hand, Signals *c) { c->dealt++; }
static void on_applied (KaiserGame *g, gpointer action, Signals *c) { c->applied++; }
static void on_played (KaiserGame *g, KaiserSeat seat, guint card, Signals *c) { c->played++; }
static void on_trick (KaiserGame *g, KaiserSeat seat, guint index, Signals *c) { c->tricks++; }
static void on_finished (KaiserGame *g, Signals *c) { c->finished++; }
static void on_over (KaiserGame *g, KaiserTeam team, Signals *c) { c->over++; }

static void
count_signals (KaiserGame *game, Signals *c)
{
  memset (c, 0, sizeof *c);
  g_signal_connect (game, "dealt", G_CALLBACK (on_dealt), c);
  g_signal_connect (game, "action-applied", G_CALLBACK (on_applied), c);
  g_signal_connect (game, "card-played", G_CALLBACK (on_played), c);
  g_signal_connect (game, "trick-won", G_CALLBACK (on_trick), c);
  g_signal_connect (game, "hand-finished", G_CALLBACK (on_finished), c);
  g_signal_connect (game, "game-over", G_CALLBACK (on_over), c);
}

/* The rule sets: every preset, and the four-handed options no preset has
 * (passing, the kitty, low announced, Kaiser 40, misdeals on four of a
 * kind, the dealer passing, piles with a kitty). */
typedef struct {
  const char *name;
  const char *preset;
  const char *settings;
} Case;

static const Case extra_cases[] = {
  { "rotation", "saskatchewan-34", "passing=rotation misdeal-four-of-a-kind=true" },
  { "after-bidding", "standard", "passing=two-after-bidding kitty=four low-no-trump=announced" },
  { "kaiser-40", "saskatchewan-34", "kaiser-bid=kaiser-40 passing=two-after-bidding" },
  { "one-to-partner", "standard", "passing=one-to-partner kaiser-bid=kaiser-40 dealer-may-pass=true" },
  { "to-partner", "standard", "passing=two-to-partner low-no-trump=any-bid first-lead=dealer-left" },
  { "joffre-passing", "joffre", "passing=two-to-partner" },
  { "piles-kitty", "two-players", "kitty=four" },
};

static void
case_rules (const Case *c, KaiserRules *rules)
{
  KaiserTestPresetCase p = { c->preset, c->settings };

  kaiser_test_preset_case_rules (&p, rules);
}

/* The same rules with a low target, so that whole games are short, and
 * a side down to minus the target losing (random players often fall):
 * with no bid-out and no raised target where these would not fit under
 * the target. */
static void
short_game_rules (const Case *c, KaiserRules *rules)
{
  KaiserRules low;

  case_rules (c, rules);
  low = *rules;
  g_assert_true (kaiser_rules_set (&low, "target", "20", NULL));
  g_assert_true (kaiser_rules_set (&low, "minus-target-loses", "true", NULL));
  if (!kaiser_rules_validate (&low, NULL))
    {
      g_assert_true (kaiser_rules_set (&low, "bid-out", "none", NULL));
      g_assert_true (kaiser_rules_set (&low, "no-trump-raise", "0", NULL));
    }
  g_assert_true (kaiser_rules_validate (&low, NULL));
  *rules = low;
}

static gboolean
quick (void)
{
  return g_getenv ("KAISER_TEST_QUICK") != NULL;
}

/* A real game and, for each seat, the game seen from it. */
typedef struct {
  KaiserRules  rules;
  KaiserGame  *game;
  Signals      real;
  guint        n_seats;
  KaiserGame  *seen[KAISER_MAX_SEATS];
  Signals      signals[KAISER_MAX_SEATS];
  guint        applied[KAISER_MAX_SEATS];  /* actions each stepped through */
  guint        skip;         /* views not fed: none (0), every second (2), every third (3) … */
  guint        calls;
  gboolean     own_first;    /* the seat to act applies its action to its game first */
  KaiserSeat   own_seat;     /* the seat that did, for the next view */
  /* views one step on, and those stepped through; the same for card plays */
  guint        steps, stepped, plays, plays_stepped, own, own_stepped;
  /* the same by the phase the seat's game was in */
  guint        phase_steps[KAISER_PHASE_GAME_OVER + 1], phase_stepped[KAISER_PHASE_GAME_OVER + 1];
} Table;

/* @game (taken) and its seats' games */
static void
table_init_game (Table *t, KaiserGame *game, guint64 seed, guint skip, gboolean own_first)
{
  const KaiserRules *rules = kaiser_game_get_rules (game);

  memset (t, 0, sizeof *t);
  t->rules = *rules;
  t->game = game;
  count_signals (t->game, &t->real);
  t->real.dealt = 1;   /* the first deal, before any listener */
  t->n_seats = kaiser_rules_n_seats (rules);
  t->skip = skip;
  t->own_first = own_first;
  t->own_seat = KAISER_SEAT_NONE;
  for (guint s = 0; s < t->n_seats; s++)
    {
      t->seen[s] = kaiser_game_new_seen (rules, (KaiserSeat) s, seed * 31 + s);
      g_assert_cmpuint (kaiser_game_get_seen_seat (t->seen[s]), ==, s);
      g_assert_cmpuint (kaiser_game_get_phase (t->seen[s]), ==, KAISER_PHASE_DEAL);
      count_signals (t->seen[s], &t->signals[s]);
    }
}

static void
table_init (Table *t, const KaiserRules *rules, guint64 seed, guint skip, gboolean own_first)
{
  table_init_game (t, kaiser_game_new (rules, seed), seed, skip, own_first);
}

static void
table_clear (Table *t)
{
  for (guint s = 0; s < t->n_seats; s++)
    g_clear_object (&t->seen[s]);
  g_clear_object (&t->game);
}

static char *
observation_text (const KaiserObservation *obs)
{
  g_autoptr(JsonNode) node = kaiser_bot_observation_to_json (obs);

  return json_to_string (node, FALSE);
}

/* The cards seat sees (as kaiser_seen_fill counts them). */
static KaiserCards
seen_cards (const KaiserObservation *obs)
{
  const KaiserState *v = &obs->view;
  KaiserCards played[KAISER_MAX_SEATS], seen = v->kitty | v->discards | v->dealt[obs->seat];

  kaiser_state_read_tricks (v, played, NULL);
  for (guint s = 0; s < kaiser_rules_n_seats (&v->rules); s++)
    seen |= v->hands[s] | v->passed[s] | played[s] | kaiser_piles_cards (&v->piles[s]);
  return seen;
}

/* The seen game agrees with the real one as the seat sees it. */
static void
check_seen (Table *t, KaiserSeat seat, const KaiserObservation *obs)
{
  static guint checks;
  KaiserGame *game = t->seen[seat];
  const KaiserState *real = kaiser_game_get_state (t->game), *st = kaiser_game_get_state (game);
  const KaiserDeck *deck = &t->rules.deck;
  KaiserObservation now;
  g_autofree char *want = NULL, *got = NULL;
  KaiserAction a[KAISER_MAX_ACTIONS], b[KAISER_MAX_ACTIONS];
  KaiserCards seen = seen_cards (obs);
  guint voids[KAISER_MAX_SEATS];
  KaiserSeat target = KAISER_SEAT_NONE;
  GError *error = NULL;

  kaiser_game_observe (game, seat, &now);
  g_assert_true (kaiser_observation_equal (&now, obs));
  if (checks++ % 5 == 0)
    {
      /* and as the bot protocol writes it, now and then (it takes time) */
      want = observation_text (obs);
      got = observation_text (&now);
      g_assert_cmpstr (got, ==, want);
    }
  g_assert_cmpuint (kaiser_game_get_n_actions (game), ==, kaiser_game_get_n_actions (t->game));
  if (real->to_act == seat)
    {
      guint na = kaiser_game_legal_actions (t->game, a), nb = kaiser_game_legal_actions (game, b);

      g_assert_cmpuint (nb, ==, na);
      g_assert_cmpint (memcmp (a, b, na * sizeof a[0]), ==, 0);
    }
  g_assert_true (kaiser_seen_check_cards (st, &error));
  g_assert_no_error (error);

  /* the made-up cards: none the seat saw elsewhere (but those it passed,
   * which are with the seat it passed them to), none of a suit their
   * seat showed out of */
  if (kaiser_rules_pass_count (&t->rules) > 0 && real->phase != KAISER_PHASE_PASS && real->passes_done == t->n_seats)
    target = kaiser_state_pass_target (real, seat);
  kaiser_state_read_tricks (real, NULL, voids);
  for (guint o = 0; o < t->n_seats; o++)
    {
      KaiserCards unseen = st->hands[o] & ~obs->view.hands[o];
      KaiserCards held = kaiser_state_held_cards (st, o) & ~obs->view.hands[o];

      if (o == seat)
        continue;
      g_assert_cmpuint (unseen & seen & ~(o == target ? obs->view.passed[seat] : 0), ==, 0);
      for (guint suit = 0; suit < KAISER_N_SUITS; suit++)
        if (voids[o] & (1u << suit))
          g_assert_cmpuint (held & kaiser_deck_suit_cards (deck, (KaiserSuit) suit, real->trump), ==, 0);
    }
  if (obs->view.kitty == 0 && st->phase < KAISER_PHASE_KITTY)
    g_assert_cmpuint (st->kitty & seen, ==, 0);
}

/* Whether the next view is fed. */
static gboolean
fed (const Table *t)
{
  return t->skip == 0 || t->calls % t->skip != t->skip - 1;
}

/* Every seat's game gets its view of the real game now (but one view in
 * skip). */
static void
feed (Table *t, gboolean played)
{
  guint n = kaiser_game_get_n_actions (t->game);

  if (!fed (t))
    {
      t->calls++;
      return;
    }
  t->calls++;
  for (guint s = 0; s < t->n_seats; s++)
    {
      KaiserGame *game = t->seen[s];
      KaiserObservation obs;
      guint was_n = kaiser_game_get_n_actions (game), was_hand = kaiser_game_get_hand_number (game);
      KaiserPhase was_phase = kaiser_game_get_phase (game);
      gboolean was_dealt = was_phase != KAISER_PHASE_DEAL;
      gboolean stepped = FALSE;
      GError *error = NULL;

      kaiser_game_observe (t->game, (KaiserSeat) s, &obs);
      g_assert_true (kaiser_game_set_seen (game, &obs, n, &stepped, &error));
      g_assert_no_error (error);
      check_seen (t, (KaiserSeat) s, &obs);

      if (t->own_seat == s)
        {
          /* its own action was applied there first */
          t->own++;
          t->own_stepped += stepped;
          if (played)
            g_assert_true (stepped);
        }
      else if (was_dealt && (n == was_n + 1 || (n == was_n && obs.view.hand_number == was_hand + 1)))
        {
          t->steps++;
          t->stepped += stepped;
          t->phase_steps[was_phase]++;
          t->phase_stepped[was_phase] += stepped;
          if (played)
            {
              t->plays++;
              t->plays_stepped += stepped;
            }
          if (stepped && n == was_n + 1)
            t->applied[s]++;
        }
      if (t->skip == 0)
        {
          /* step by step the same cards played, tricks won, hands and deals */
          Signals *c = &t->signals[s];

          g_assert_cmpuint (c->played, ==, t->real.played);
          g_assert_cmpuint (c->tricks, ==, t->real.tricks);
          g_assert_cmpuint (c->finished, ==, t->real.finished);
          g_assert_cmpuint (c->over, ==, t->real.over);
          g_assert_cmpuint (c->dealt, ==, t->real.dealt);
          if (!t->own_first)
            g_assert_cmpuint (c->applied, ==, t->applied[s]);
        }
    }
  t->own_seat = KAISER_SEAT_NONE;
}

/* A random legal action: mostly a pass in the auction, so that hands are
 * thrown in now and then and games end. */
static KaiserAction
choose_action (KaiserGame *game, KaiserRng *rng)
{
  KaiserAction actions[KAISER_MAX_ACTIONS];
  guint n = kaiser_game_legal_actions (game, actions);

  g_assert_cmpuint (n, >, 0);
  if (actions[0].type == KAISER_ACTION_BID && kaiser_bid_is_pass (actions[0].bid) && kaiser_rng_below (rng, 3) > 0)
    return actions[0];
  return actions[kaiser_rng_below (rng, n)];
}

/* Apply @action to the real game (to the acting seat's own game first
 * when it plays at once) and feed the views. */
static void
act (Table *t, const KaiserAction *action)
{
  if (t->own_first && fed (t) && action->seat < t->n_seats)
    {
      /* the seat's window plays at once, before the view comes back */
      g_assert_true (kaiser_game_apply (t->seen[action->seat], action, NULL));
      t->own_seat = action->seat;
    }
  g_assert_true (kaiser_game_apply (t->game, action, NULL));
  /* a misdeal declined where another may be asked after: the seat's game
   * waits for the view, and never shows the bidding before it is */
  if (t->own_seat < t->n_seats && action->type == KAISER_ACTION_MISDEAL && action->value == 0 &&
      kaiser_game_get_phase (t->game) == KAISER_PHASE_MISDEAL)
    g_assert_cmpuint (kaiser_game_get_phase (t->seen[t->own_seat]), ==, KAISER_PHASE_MISDEAL);
  feed (t, action->type == KAISER_ACTION_PLAY);
}

/* Play the real game to its end (or @max_hands hands), feeding the seats'
 * games after every action and every deal. */
static guint
play (Table *t, KaiserRng *rng, guint max_hands)
{
  guint hands = 1;

  feed (t, FALSE);
  while (kaiser_game_get_phase (t->game) != KAISER_PHASE_GAME_OVER)
    {
      KaiserAction action;

      if (kaiser_game_get_phase (t->game) == KAISER_PHASE_HAND_OVER)
        {
          if (hands++ == max_hands)
            break;
          g_assert_true (kaiser_game_next_hand (t->game, NULL));
          feed (t, FALSE);
          continue;
        }
      action = choose_action (t->game, rng);
      act (t, &action);
    }
  return hands;
}

/* /kaiser/game-seen/step/PRESET: whole games, each seat's game fed every
 * view: stepped through (all card plays, nearly all else). */
static void
test_step (gconstpointer data)
{
  const Case *c = data;
  KaiserRules rules;
  guint n_seeds = quick () ? 1 : 2, steps = 0, stepped = 0, plays = 0, plays_stepped = 0, hands = 0, over = 0;
  guint phase_steps[KAISER_PHASE_GAME_OVER + 1] = { 0 }, phase_stepped[KAISER_PHASE_GAME_OVER + 1] = { 0 };
  g_autoptr(GString) phases = g_string_new (NULL);

  short_game_rules (c, &rules);
  for (guint64 seed = 1; seed <= n_seeds; seed++)
    {
      Table t;
      KaiserRng rng;

      kaiser_rng_init (&rng, seed * 977);
      table_init (&t, &rules, seed, 0, FALSE);
      hands += play (&t, &rng, 20);
      over += kaiser_game_get_phase (t.game) == KAISER_PHASE_GAME_OVER;
      steps += t.steps;
      stepped += t.stepped;
      plays += t.plays;
      plays_stepped += t.plays_stepped;
      for (guint p = 0; p <= KAISER_PHASE_GAME_OVER; p++)
        {
          phase_steps[p] += t.phase_steps[p];
          phase_stepped[p] += t.phase_stepped[p];
        }
      table_clear (&t);
    }
  for (guint p = 0; p <= KAISER_PHASE_GAME_OVER; p++)
    if (phase_steps[p] > 0)
      g_string_append_printf (phases, " %s %u/%u", kaiser_phase_to_string (p), phase_stepped[p], phase_steps[p]);
  g_test_message ("%s: %u games (%u played out), %u hands, %u of %u views stepped through, %u of %u card plays; from%s",
                  c->name, n_seeds, over, hands, stepped, steps, plays_stepped, plays, phases->str);
  g_assert_cmpuint (plays, >, 0);
  g_assert_cmpuint (plays_stepped, ==, plays);
  /* every view one action on, in fact, at every table of these rules */
  g_assert_cmpuint (stepped * 100, >=, steps * 95);
  g_assert_cmpuint (stepped, ==, steps);
}

/* /kaiser/game-seen/jumps/PRESET: fed every second view only, the game is
 * each view all the same; fed two views in three, it steps again after
 * each jump. */
static void
test_jumps (gconstpointer data)
{
  const Case *c = data;
  KaiserRules rules;

  case_rules (c, &rules);
  for (guint skip = 2; skip <= 3; skip++)
    {
      Table t;
      KaiserRng rng;

      kaiser_rng_init (&rng, 4242 + skip);
      table_init (&t, &rules, 7 + skip, skip, FALSE);
      play (&t, &rng, quick () ? 2 : 3);
      g_test_message ("%s, a view in %u missed: %u of %u views one action on stepped through",
                      c->name, skip, t.stepped, t.steps);
      for (guint s = 0; s < t.n_seats; s++)
        g_assert_cmpuint (t.signals[s].dealt, >, 0);
      if (skip == 3)
        g_assert_cmpuint (t.stepped, >, 0);
      table_clear (&t);
    }
}

/* /kaiser/game-seen/own-first/PRESET: the seat's window applies its own
 * action to its game first; the view that follows changes nothing. */
static void
test_own_first (gconstpointer data)
{
  const Case *c = data;
  KaiserRules rules;
  Table t;
  KaiserRng rng;

  case_rules (c, &rules);
  kaiser_rng_init (&rng, 99);
  table_init (&t, &rules, 11, 0, TRUE);
  play (&t, &rng, quick () ? 2 : 4);
  g_test_message ("%s: %u of %u own actions met by their view", c->name, t.own_stepped, t.own);
  g_assert_cmpuint (t.own, >, 0);
  g_assert_cmpuint (t.own_stepped * 100, >=, t.own * 90);
  g_assert_cmpuint (t.plays_stepped, ==, t.plays);
  table_clear (&t);
}

/* /kaiser/game-seen/misdeal: the offers of a misdeal go round unseen (who
 * is asked is the asked seat's secret); a hand thrown in, by a call or
 * passed out, is dealt again.  Six players of the 48-card pack, the dealer
 * North (0), seats 1, 3 and 4 with weak hands; in turn each scenario:
 * everyone declines and the hand is passed out, seat 3 calls, seat 4
 * calls; stepped through, and with each seat applying its own decision
 * first. */
static void
test_misdeal (void)
{
  KaiserRules rules;
  const KaiserDeck *deck;
  KaiserGameStart start;
  KaiserCards honours, plain;
  KaiserCard card;
  static const guint weak[] = { 1, 3, 4 };

  kaiser_rules_init_preset (&rules, "six-players", NULL);
  g_assert_true (kaiser_rules_set (&rules, "dealer-may-pass", "true", NULL));
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  deck = &rules.deck;
  honours = kaiser_deck_honours (deck);
  plain = kaiser_deck_cards (deck) & ~honours;
  memset (&start, 0, sizeof start);
  start.dealer = KAISER_NORTH;
  for (guint i = 0; i < G_N_ELEMENTS (weak); i++)
    for (guint k = 0; k < 8; k++)
      {
        start.hands[weak[i]] |= kaiser_card_bit (kaiser_cards_first (plain));
        plain &= plain - 1;
      }
  {
    KaiserCards rest = (plain | honours);
    guint seat = 0;

    KAISER_CARDS_FOREACH (card, rest)
      {
        while (kaiser_cards_count (start.hands[seat]) == 8)
          seat++;
        start.hands[seat] |= kaiser_card_bit (card);
      }
  }

  for (guint own_first = 0; own_first < 2; own_first++)
    for (guint caller = 0; caller < 3; caller++)
      {
        Table t;
        KaiserRng rng;
        GError *error = NULL;
        guint offers = 0;

        table_init_game (&t, kaiser_game_new_from_start (&rules, 21 + caller, &start, &error), 21, 0, own_first);
        g_assert_no_error (error);
        kaiser_rng_init (&rng, caller);
        feed (&t, FALSE);
        g_assert_cmpuint (kaiser_game_get_phase (t.game), ==, KAISER_PHASE_MISDEAL);
        while (kaiser_game_get_phase (t.game) == KAISER_PHASE_MISDEAL && kaiser_game_get_state (t.game)->n_misdeals == 0)
          {
            KaiserSeat seat = kaiser_game_get_to_act (t.game);
            KaiserAction action = kaiser_action_make (KAISER_ACTION_MISDEAL, seat, caller > 0 && seat == weak[caller]);

            g_assert_cmpuint (seat, ==, weak[offers]);
            offers++;
            act (&t, &action);
          }
        if (caller == 0)
          {
            /* passed out: the dealer too */
            g_assert_cmpuint (offers, ==, 3);
            while (kaiser_game_get_state (t.game)->n_misdeals == 0)
              {
                KaiserAction pass = kaiser_action_make (KAISER_ACTION_BID, kaiser_game_get_to_act (t.game), 0);

                act (&t, &pass);
              }
          }
        g_assert_cmpuint (kaiser_game_get_state (t.game)->n_misdeals, ==, 1);
        /* and on into the new deal */
        for (guint i = 0; i < 30 && kaiser_game_get_phase (t.game) != KAISER_PHASE_HAND_OVER; i++)
          {
            KaiserAction action = choose_action (t.game, &rng);

            act (&t, &action);
          }
        g_test_message ("caller %u%s: %u of %u views stepped through, %u of %u own actions met, from misdeal %u/%u",
                        caller > 0 ? weak[caller] : 0, own_first ? ", own first" : "", t.stepped, t.steps,
                        t.own_stepped, t.own, t.phase_stepped[KAISER_PHASE_MISDEAL], t.phase_steps[KAISER_PHASE_MISDEAL]);
        g_assert_cmpuint (t.phase_steps[KAISER_PHASE_MISDEAL], >, 0);
        g_assert_cmpuint (t.phase_stepped[KAISER_PHASE_MISDEAL], ==, t.phase_steps[KAISER_PHASE_MISDEAL]);
        if (!own_first)
          g_assert_cmpuint (t.stepped, ==, t.steps);
        for (guint s = 0; s < t.n_seats; s++)
          g_assert_cmpuint (t.signals[s].dealt, ==, t.real.dealt);
        g_assert_cmpuint (t.real.dealt, >=, 2);
        table_clear (&t);
      }
}

/* /kaiser/game-seen/own-twice: two cards passed at once by the seat's
 * window before the first one's view comes back: that view sets the game
 * back to it quietly, the next one steps the second card through again. */
static void
test_own_twice (void)
{
  KaiserRules rules;
  g_autoptr(KaiserGame) game = NULL, seen = NULL;
  KaiserAction actions[KAISER_MAX_ACTIONS], pass[2];
  KaiserObservation obs;
  KaiserSeat seat;
  Signals c;
  gboolean stepped = FALSE;
  GError *error = NULL;

  kaiser_rules_init_standard (&rules);
  g_assert_true (kaiser_rules_set (&rules, "passing", "two-to-partner", NULL));
  g_assert_true (kaiser_rules_validate (&rules, NULL));
  game = kaiser_game_new (&rules, 3);
  seat = kaiser_game_get_to_act (game);
  g_assert_cmpuint (kaiser_game_get_phase (game), ==, KAISER_PHASE_PASS);
  seen = kaiser_game_new_seen (&rules, seat, 3);
  count_signals (seen, &c);
  kaiser_game_observe (game, seat, &obs);
  g_assert_true (kaiser_game_set_seen (seen, &obs, 0, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpuint (kaiser_game_legal_actions (seen, actions), >, 0);
      pass[i] = actions[0];
      g_assert_true (kaiser_game_apply (seen, &pass[i], NULL));
    }
  g_assert_cmpuint (c.applied, ==, 2);
  /* the first card's view sets it back; the second card's steps */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (kaiser_game_apply (game, &pass[i], NULL));
      kaiser_game_observe (game, seat, &obs);
      g_assert_true (kaiser_game_set_seen (seen, &obs, i + 1, &stepped, &error));
      g_assert_no_error (error);
      g_assert_cmpint (stepped, ==, i == 1);
      g_assert_cmpuint (kaiser_game_get_n_actions (seen), ==, i + 1);
      g_assert_cmpuint (c.applied, ==, 2 + i);
    }
  g_assert_true (kaiser_action_equal (kaiser_game_get_action (seen, 1), &pass[1]));
  g_assert_cmpuint (c.dealt, ==, 1);
}

/* A seen game and its whole standing, to check that a refused view
 * changes nothing. */
typedef struct {
  KaiserState state;
  guint       n_actions, n_hands;
  Signals     signals;
} Snapshot;

static void
snapshot (KaiserGame *game, const Signals *signals, Snapshot *snap)
{
  memset (snap, 0, sizeof *snap);
  memcpy (&snap->state, kaiser_game_get_state (game), sizeof snap->state);
  snap->n_actions = kaiser_game_get_n_actions (game);
  snap->n_hands = kaiser_game_get_n_hands (game);
  snap->signals = *signals;
}

static void
assert_unchanged (KaiserGame *game, const Signals *signals, const Snapshot *snap)
{
  g_assert_cmpint (memcmp (&snap->state, kaiser_game_get_state (game), sizeof snap->state), ==, 0);
  g_assert_cmpuint (snap->n_actions, ==, kaiser_game_get_n_actions (game));
  g_assert_cmpuint (snap->n_hands, ==, kaiser_game_get_n_hands (game));
  g_assert_cmpint (memcmp (&snap->signals, signals, sizeof *signals), ==, 0);
}

static void
refused (KaiserGame *game, const Signals *signals, const KaiserObservation *obs, guint n, gint code)
{
  Snapshot snap;
  GError *error = NULL;
  gboolean stepped = TRUE;

  snapshot (game, signals, &snap);
  g_assert_false (kaiser_game_set_seen (game, obs, n, &stepped, &error));
  g_assert_error (error, KAISER_ERROR, code);
  g_assert_false (stepped);
  g_test_message ("refused: %s", error->message);
  g_clear_error (&error);
  assert_unchanged (game, signals, &snap);
}

/* A standard game played by random actions into the play of its first
 * hand, West's game seen fed every view. */
static void
hostile_table (Table *t, KaiserRng *rng)
{
  KaiserRules rules;

  kaiser_rules_init_standard (&rules);
  table_init (t, &rules, 5, 0, FALSE);
  feed (t, FALSE);
  while (kaiser_game_get_phase (t->game) != KAISER_PHASE_PLAY || kaiser_game_get_state (t->game)->n_tricks < 3)
    {
      KaiserAction action = choose_action (t->game, rng);

      g_assert_true (kaiser_game_apply (t->game, &action, NULL));
      feed (t, action.type == KAISER_ACTION_PLAY);
    }
}

static void
test_hostile (void)
{
  Table t;
  KaiserRng rng;
  KaiserObservation good, bad;
  KaiserRules other;
  KaiserSeat seat = KAISER_WEST;
  KaiserGame *game;
  const Signals *signals;
  guint n;
  KaiserCard card;
  GError *error = NULL;

  kaiser_rng_init (&rng, 3);
  hostile_table (&t, &rng);
  game = t.seen[seat];
  signals = &t.signals[seat];
  n = kaiser_game_get_n_actions (t.game);
  kaiser_game_observe (t.game, seat, &good);

  /* another seat's view, another game's rules */
  kaiser_game_observe (t.game, KAISER_NORTH, &bad);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.seat = 9;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  kaiser_rules_init_preset (&other, "saskatchewan", NULL);
  bad = good;
  bad.view.rules = other;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.rules.deck.bonus_value = 6;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);

  /* garbage counts and values */
  bad = good;
  bad.view.phase = 99;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.to_act = 9;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.active = 0;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.n_tricks = 20;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.tricks[bad.view.n_tricks].n_played = 200;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.tricks[0].cards[0] = 63;   /* not in the pack */
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.bids[0] = kaiser_bid_make (KAISER_BID_SUIT, 99);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.hand_number = 0;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  /* more actions than can be logged; more hands than actions */
  refused (game, signals, &good, G_MAXUINT, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.hand_number = n + 5;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);

  /* cards that do not add up: one card more in hand, a card in two
   * places, a card gone, a hand holding another seat's face-up card */
  bad = good;
  card = kaiser_cards_first (kaiser_deck_cards (&t.rules.deck) & ~seen_cards (&good));
  bad.view.hands[seat] |= kaiser_card_bit (card);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.hands[seat] |= kaiser_card_bit (good.view.tricks[0].cards[0]);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.hands[seat] &= bad.view.hands[seat] - 1;
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.hands[KAISER_NORTH] = kaiser_card_bit (card);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);
  bad = good;
  bad.view.kitty = kaiser_card_bit (card);
  refused (game, signals, &bad, n, KAISER_ERROR_INVALID_VIEW);

  /* still itself: the good view is taken */
  g_assert_true (kaiser_game_set_seen (game, &good, n, NULL, &error));
  g_assert_no_error (error);

  /* a friend joining in the middle of the hand: the first view sets the
   * game, dealt once, quietly; the actions before it unknown */
  {
    g_autoptr(KaiserGame) late = kaiser_game_new_seen (&t.rules, seat, 1);
    Signals c;
    KaiserObservation now;
    gboolean stepped = TRUE;

    count_signals (late, &c);
    g_assert_cmpuint (kaiser_game_get_n_hands (late), ==, 1);
    g_assert_true (kaiser_game_set_seen (late, &good, n, &stepped, &error));
    g_assert_no_error (error);
    g_assert_false (stepped);
    kaiser_game_observe (late, seat, &now);
    g_assert_true (kaiser_observation_equal (&now, &good));
    g_assert_cmpuint (kaiser_game_get_n_actions (late), ==, n);
    g_assert_cmpuint (kaiser_game_get_action (late, 0)->type, ==, KAISER_N_ACTION_TYPES);
    g_assert_cmpuint (kaiser_game_get_action (late, 0)->seat, ==, KAISER_SEAT_NONE);
    g_assert_cmpuint (kaiser_game_get_n_hands (late), ==, 1);
    g_assert_cmpuint (kaiser_game_get_hand_log (late, 0)->number, ==, good.view.hand_number);
    g_assert_cmpuint (c.dealt, ==, 1);
    g_assert_cmpuint (c.applied + c.played + c.tricks + c.finished + c.over, ==, 0);
    /* and the next action is stepped through */
    {
      KaiserAction action = choose_action (t.game, &rng);
      KaiserObservation next;

      g_assert_true (kaiser_game_apply (t.game, &action, NULL));
      kaiser_game_observe (t.game, seat, &next);
      g_assert_true (kaiser_game_set_seen (late, &next, n + 1, &stepped, &error));
      g_assert_no_error (error);
      g_assert_true (stepped);
      g_assert_cmpuint (c.applied, ==, 1);
      g_assert_cmpuint (c.played, ==, 1);
      g_assert_true (kaiser_action_equal (kaiser_game_get_action (late, n), &action));
    }
  }

  /* a game that knows every card is seen from no seat */
  g_assert_cmpuint (kaiser_game_get_seen_seat (t.game), ==, KAISER_SEAT_NONE);
  g_assert_false (kaiser_game_set_seen (t.game, &good, n, NULL, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  /* nor is a seen game replayed, taken back or started from its hands */
  g_assert_null (kaiser_game_replay (game, 0, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (kaiser_game_can_undo (game, seat));
  g_assert_null (kaiser_game_undo (game, seat, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_null (kaiser_game_new_from_hand (game, 0, &error));
  g_assert_error (error, KAISER_ERROR, KAISER_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  table_clear (&t);
}

/* /kaiser/game-seen/fuzz: views with random bytes changed are taken
 * exactly as they are or refused changing nothing; never a crash. */
static void
test_fuzz (void)
{
  Table t;
  KaiserRng rng;
  KaiserSeat seat = KAISER_EAST;
  guint trials = quick () ? 300 : 3000, taken = 0;

  kaiser_rng_init (&rng, 8);
  hostile_table (&t, &rng);
  for (guint i = 0; i < trials; i++)
    {
      KaiserGame *game = t.seen[seat];
      KaiserObservation good, bad;
      guint n = kaiser_game_get_n_actions (t.game);
      guint8 *bytes = (guint8 *) &bad.view;
      Snapshot snap;
      GError *error = NULL;

      kaiser_game_observe (t.game, seat, &good);
      bad = good;
      for (guint k = 0, changes = 1 + kaiser_rng_below (&rng, 3); k < changes; k++)
        {
          /* mostly past the rules, where the position is */
          gsize at = kaiser_rng_below (&rng, 8) == 0 ? kaiser_rng_below (&rng, sizeof bad.view)
                   : sizeof (KaiserRules) + kaiser_rng_below (&rng, sizeof bad.view - sizeof (KaiserRules));

          bytes[at] = kaiser_rng_below (&rng, 4) == 0 ? (guint8) kaiser_rng_below (&rng, 256) : bytes[at] ^ (1u << kaiser_rng_below (&rng, 8));
        }
      snapshot (game, &t.signals[seat], &snap);
      if (kaiser_game_set_seen (game, &bad, n + kaiser_rng_below (&rng, 3), NULL, &error))
        {
          KaiserObservation now;
          KaiserAction actions[KAISER_MAX_ACTIONS];

          g_assert_no_error (error);
          taken++;
          kaiser_game_observe (game, seat, &now);
          g_assert_true (kaiser_observation_equal (&now, &bad));
          g_assert_true (kaiser_seen_check_cards (kaiser_game_get_state (game), NULL));
          kaiser_game_legal_actions (game, actions);
        }
      else
        {
          g_assert_error (error, KAISER_ERROR, KAISER_ERROR_INVALID_VIEW);
          g_clear_error (&error);
          assert_unchanged (game, &t.signals[seat], &snap);
        }
      /* and back to the game */
      g_assert_true (kaiser_game_set_seen (game, &good, n, NULL, &error));
      g_assert_no_error (error);
      if (i % 10 == 9 && kaiser_game_get_phase (t.game) == KAISER_PHASE_PLAY)
        {
          KaiserAction action = choose_action (t.game, &rng);

          g_assert_true (kaiser_game_apply (t.game, &action, NULL));
        }
    }
  g_test_message ("%u of %u changed views taken", taken, trials);
  table_clear (&t);
}

int
main (int argc, char *argv[])
{
  g_auto(GStrv) presets = kaiser_test_all_presets ();
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; presets[i]; i++)
    {
      Case *c = g_new0 (Case, 1);

      c->name = c->preset = presets[i];
      c->settings = "";
      g_ptr_array_add (cases, c);
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra_cases); i++)
    g_ptr_array_add (cases, g_memdup2 (&extra_cases[i], sizeof extra_cases[i]));
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = g_ptr_array_index (cases, i);
      g_autofree char *step = g_strdup_printf ("/kaiser/game-seen/step/%s", c->name);
      g_autofree char *jumps = g_strdup_printf ("/kaiser/game-seen/jumps/%s", c->name);
      g_autofree char *own = g_strdup_printf ("/kaiser/game-seen/own-first/%s", c->name);

      g_test_add_data_func (step, c, test_step);
      g_test_add_data_func (jumps, c, test_jumps);
      g_test_add_data_func (own, c, test_own_first);
    }
  g_test_add_func ("/kaiser/game-seen/misdeal", test_misdeal);
  g_test_add_func ("/kaiser/game-seen/own-twice", test_own_twice);
  g_test_add_func ("/kaiser/game-seen/hostile", test_hostile);
  g_test_add_func ("/kaiser/game-seen/fuzz", test_fuzz);
  return g_test_run ();
}
