/* kaiser-cli-review.c: kaiser-cli review --seed S --hand N
 *                      kaiser-cli review --record FILE --hand N
 *
 * The review of one hand as text (kaiser-review.h): every decision in
 * order, the seat, the action, the Expert's best for the reviewed seat
 * (or the advice of a player of --level for the others), the values of
 * the action taken and of the best (kaiser-advice.h: the change of the
 * side's score less the other side's, higher is better), the points the
 * reviewed seat lost and its mistakes.  The review's seed is the
 * window's for the hand (kaiser_review_seed), so the same hand gives the
 * same review here, in the window and in the Hint.  Evaluated in place, step by step:
 * the same command prints the same review.
 */
#define G_LOG_DOMAIN "kaiser-cli"

#include <math.h>
#include <stdio.h>

#include "kaiser-cli.h"
#include "kaiser-player.h"
#include "kaiser-review.h"

/* Short text of an action: "7nt", "AS", "pass 5H", "trumps hearts". */
static char *
action_text (const KaiserRules *rules, const KaiserAction *action)
{
  char buf[16];

  switch (action->type)
    {
    case KAISER_ACTION_BID:
      return g_strdup (kaiser_bid_to_string (action->bid, buf));
    case KAISER_ACTION_PLAY:
      return g_strdup (kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_ACTION_PASS_CARD:
      return g_strdup_printf ("pass %s", kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_ACTION_DISCARD:
      return g_strdup_printf ("lay away %s", kaiser_deck_card_to_string (&rules->deck, action->value, buf));
    case KAISER_ACTION_TRUMP:
      return g_strdup_printf ("trumps %s", kaiser_suit_to_string (action->value));
    case KAISER_ACTION_LOW:
      return g_strdup (action->value ? "low" : "high");
    case KAISER_ACTION_ACCEPT:
      return g_strdup (action->value ? "accept" : "refuse");
    case KAISER_ACTION_MISDEAL:
    default:
      return g_strdup (action->value ? "throw in" : "keep");
    }
}

/* A game of Standard players from seed, played until hand (1-based) is
 * over, as kaiser-cli selfplay --players standard deals and seats them. */
static KaiserGame *
play_to_hand (const KaiserRules *rules, guint64 seed, guint hand, GError **error)
{
  g_autoptr(KaiserGame) game = kaiser_game_new (rules, seed);
  KaiserPlayer *seats[KAISER_MAX_SEATS];
  gboolean ok = TRUE;

  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    seats[s] = kaiser_player_new (KAISER_LEVEL_STANDARD, (seed ^ G_GUINT64_CONSTANT (0x5eedf00d)) + s);
  while (ok)
    {
      KaiserPhase phase = kaiser_game_get_phase (game);
      KaiserSeat seat;
      KaiserObservation obs;
      KaiserAction action;

      if (phase == KAISER_PHASE_GAME_OVER ||
          (phase == KAISER_PHASE_HAND_OVER && kaiser_game_get_n_hands (game) >= hand))
        break;
      if (phase == KAISER_PHASE_HAND_OVER)
        {
          ok = kaiser_game_next_hand (game, error);
          continue;
        }
      seat = kaiser_game_get_to_act (game);
      kaiser_game_observe (game, seat, &obs);
      ok = kaiser_player_decide (seats[seat], &obs, &action, error) && kaiser_game_apply (game, &action, error);
    }
  for (guint s = 0; s < kaiser_rules_n_seats (rules); s++)
    kaiser_player_free (seats[s]);
  return ok ? g_steal_pointer (&game) : NULL;
}

int
kaiser_cli_review (int argc, char **argv)
{
  gint hand = 1;
  gint64 seed = -1, review_seed = -1;
  g_autofree char *record = NULL;
  g_autofree char *seat_name = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *preset = NULL;
  g_auto(GStrv) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(KaiserGame) game = NULL;
  g_autoptr(KaiserReview) review = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "A game of Standard players dealt from seed S", "S" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record, "A game record", "FILE" },
    { "hand", 0, 0, G_OPTION_ARG_INT, &hand, "Hand to review (default 1)", "N" },
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat_name, "Seat whose decisions are judged (default S)", "N|E|S|W|5|6" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, "Level of the other seats' advice (default standard)", "L" },
    { "review-seed", 0, 0, G_OPTION_ARG_INT64, &review_seed, "Seed of the review's samples (default the window's for the hand)", "R" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset, "Rule set of a game from --seed (default standard)", "PRESET" },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings, "Change one option of the rule set", "OPTION=VALUE" },
    { NULL }
  };
  KaiserRules rules;
  KaiserSeat seat = KAISER_SOUTH;
  KaiserLevel level = KAISER_LEVEL_STANDARD;
  const KaiserRules *game_rules;
  guint decisions = 0;

  context = g_option_context_new ("— the review of a hand: each decision against the Expert's");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || hand < 1 || (record != NULL) == (seed >= 0))
    {
      fprintf (stderr, "kaiser-cli review: %s\n",
               error ? error->message : "give one of --seed S (not negative) or --record FILE; --hand counts from 1");
      return 2;
    }
  if ((seat_name && !kaiser_seat_from_string (seat_name, &seat)) ||
      (level_name && !kaiser_level_from_string (level_name, &level)))
    {
      fprintf (stderr, "kaiser-cli review: --seat must be N, E, S, W, 5 or 6; --level random, beginner, standard or expert\n");
      return 2;
    }
  if (!kaiser_cli_rules_from_options (preset, settings, &rules, &error))
    {
      fprintf (stderr, "kaiser-cli review: %s\n", error->message);
      return 2;
    }

  if (record)
    game = kaiser_record_load_file (record, &error);
  else
    game = play_to_hand (&rules, (guint64) seed, (guint) hand, &error);
  if (game == NULL)
    {
      fprintf (stderr, "kaiser-cli review: %s: %s\n", record ? record : "the game", error->message);
      return 1;
    }
  if (seat >= kaiser_rules_n_seats (kaiser_game_get_rules (game)))
    {
      fprintf (stderr, "kaiser-cli review: --seat %s is not a seat of the table (%u players)\n", seat_name,
               kaiser_rules_n_seats (kaiser_game_get_rules (game)));
      return 2;
    }
  if (review_seed < 0)
    /* the window's (and the Hint's): the same review */
    review_seed = (gint64) kaiser_review_seed (game, (guint) hand - 1);
  review = kaiser_review_new (game, (guint) hand - 1, seat, level, (guint64) review_seed, &error);
  if (review == NULL)
    {
      fprintf (stderr, "kaiser-cli review: %s: %s\n", record ? record : "the game", error->message);
      return 1;
    }

  game_rules = kaiser_game_get_rules (game);
  printf ("hand %d: %s judged against the Expert (%u deals a decision), the others' advice at %s, review seed %" G_GINT64_FORMAT "\n",
          hand, kaiser_seat_name (seat), KAISER_REVIEW_SAMPLES, kaiser_level_to_string (level), review_seed);
  printf ("values: the Expert's estimate of the change of the judged seat's side's score less the other side's, "
          "on average: higher is better\n");
  printf ("%4s  %-4s  %-16s  %-16s  %7s  %7s  %7s\n", "step", "seat", "action", "best / advice", "taken", "best", "lost");
  for (guint i = 0; i < kaiser_review_get_n_steps (review); i++)
    {
      const KaiserReviewStep *step;
      g_autofree char *taken = NULL;
      g_autofree char *advised = NULL;
      g_autofree char *lost = NULL;
      g_autofree char *taken_value = NULL;
      g_autofree char *best_value = NULL;

      if (!kaiser_review_evaluate_step (review, i, &error))
        {
          fprintf (stderr, "kaiser-cli review: step %u: %s\n", i + 1, error->message);
          return 1;
        }
      step = kaiser_review_get_step (review, i);
      taken = action_text (game_rules, &step->action);
      /* the best: the Expert's choice, or the action taken where it did better */
      advised = step->agrees || step->taken_better ? g_strdup ("=") : action_text (game_rules, &step->advice.action);
      if (!step->reviewed)
        lost = g_strdup ("");
      else if (step->forced)
        lost = g_strdup ("forced");
      else if (!step->scored)
        lost = g_strdup ("-");
      else
        lost = g_strdup_printf ("%.1f", step->loss);
      taken_value = step->scored ? g_strdup_printf ("%+.1f", step->taken_score) : g_strdup ("");
      best_value = step->scored ? g_strdup_printf ("%+.1f", step->best_score) : g_strdup ("");
      decisions += step->reviewed && !step->forced;
      printf ("%4u  %-4s  %-16s  %-16s  %7s  %7s  %7s%s\n", i + 1, kaiser_seat_to_string (step->seat), taken, advised,
              taken_value, best_value, lost, step->mistake ? "  mistake" : "");
    }
  printf ("%s: %u decisions, %.1f points lost, %u mistakes\n", kaiser_seat_name (seat), decisions,
          kaiser_review_get_points_lost (review), kaiser_review_get_n_mistakes (review));
  return 0;
}
