/* kaiser-rules.c: presets, the pack, bid order, validation and JSON. */
#define G_LOG_DOMAIN "kaiser-rules"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kaiser-error.h"
#include "kaiser-json-private.h"
#include "kaiser-rules.h"
#include "kaiser-card-names.h"

G_DEFINE_BOXED_TYPE (KaiserRules, kaiser_rules, kaiser_rules_copy, kaiser_rules_free)

/* Options: one row each, in the order of VARIANTS.md. */

static const char * const pack_values[] = { "standard", "34-card", "les-rois", "hetu", "joffre", "26-card", "40-card", "48-card",
                                            "lost-heir", "lost-heir-48", NULL };
static const char * const pack_titles[] = { N_("Standard"), N_("34 cards"), N_("Les Rois"), N_("Hétu"), N_("Joffre"), N_("26 cards"),
                                            N_("40 cards"), N_("48 cards"),
                                            N_("Lost Heir"), N_("Lost Heir, 48 cards"), NULL };
static const char * const nt_rank_values[] = { "above-equal-suit", "above-all-suits", "from-eight", NULL };
static const char * const nt_rank_titles[] = { N_("Above equal suit"), N_("Above all suits"), N_("From eight up"), NULL };
static const char * const low_values[] = { "off", "own-bid", "equal-bid", "announced", "any-bid", NULL };
static const char * const low_titles[] = { N_("Off"), N_("Above no-trump"), N_("Equal to no-trump"), N_("After no-trump"), N_("After any bid"), NULL };
static const char * const kaiser_values[] = { "none", "solo", "team", "kaiser-40", NULL };
static const char * const kaiser_titles[] = { N_("None"), N_("Solo Kaiser"), N_("Team Kaiser"), N_("Kaiser 40"), NULL };
static const char * const kitty_values[] = { "none", "two", "four", NULL };
static const char * const kitty_titles[] = { N_("None"), N_("Two cards"), N_("Four cards"), NULL };
static const char * const passing_values[] = { "none", "one-to-partner", "two-to-partner", "rotation", "two-after-bidding", NULL };
static const char * const passing_titles[] = { N_("None"), N_("One to partner"), N_("Two to partner"), N_("Two, rotating"), N_("Two after bidding"), NULL };
static const char * const lead_values[] = { "declarer", "dealer-left", NULL };
static const char * const lead_titles[] = { N_("High bidder"), N_("Dealer’s left"), NULL };
static const char * const trump_by_values[] = { "naming", "first-lead", NULL };
static const char * const trump_by_titles[] = { N_("Named"), N_("First lead"), NULL };
static const char * const set_values[] = { "bid", "points", "zero", NULL };
static const char * const set_titles[] = { N_("The bid"), N_("The points taken"), N_("Scores nothing"), NULL };
static const char * const bid_out_values[] = { "45", "above-45", "47", "target-minus-min", "none", NULL };
static const char * const bid_out_titles[] = { N_("At 45"), N_("Above 45"), N_("At 47"), N_("Target − min. bid"), N_("None"), NULL };
static const char * const raise_values[] = { "plus-10", "to-56", NULL };
static const char * const raise_titles[] = { N_("Ten more"), N_("To 56"), NULL };
static const char * const bid_to_win_values[] = { "off", "made-bid", "steal-five", NULL };
static const char * const bid_to_win_titles[] = { N_("Off"), N_("Made bid"), N_("Made bid or 5♥"), NULL };
static const char * const tie_values[] = { "bidders", "higher-score", NULL };
static const char * const tie_titles[] = { N_("Bidders"), N_("Higher score"), NULL };

#define OPT_BOOL(n, v, group, field, title, summary, source) \
  { n, v, KAISER_OPTION_BOOL, G_STRUCT_OFFSET (KaiserRules, field), 0, 1, NULL, summary, source, \
    title, NULL, KAISER_OPTION_GROUP_##group }
#define OPT_INT(n, v, group, field, lo, hi, title, summary, source) \
  { n, v, KAISER_OPTION_INT, G_STRUCT_OFFSET (KaiserRules, field), lo, hi, NULL, summary, source, \
    title, NULL, KAISER_OPTION_GROUP_##group }
/* An enum's value names and titles are stem_values and stem_titles. */
#define OPT_ENUM(n, v, group, field, stem, title, summary, source) \
  { n, v, KAISER_OPTION_ENUM, G_STRUCT_OFFSET (KaiserRules, field), 0, G_N_ELEMENTS (stem##_values) - 2, stem##_values, \
    summary, source, title, stem##_titles, KAISER_OPTION_GROUP_##group }

/* name, V-number, group, field, [range or values], title (a row's title),
 * summary (one plain sentence: a row's subtitle, `kaiser-cli rules show`). */
static const KaiserOption options[] = {
  OPT_ENUM ("pack", 0, DEAL, pack, pack, N_("Pack"),
            N_("The cards dealt: the standard pack, the 34-card pack, a Québec pack, a pack for another number of players, or Lost Heir’s"), "PAGAT"),
  OPT_INT ("min-bid", 1, BIDDING, min_bid, 1, 8, N_("Minimum bid"),
           N_("The lowest bid, also what a dealer forced to bid must reach"), "WIKI, PAGAT"),
  OPT_INT ("max-bid", 0, BIDDING, max_bid, 8, 12, N_("Maximum bid"),
           N_("The highest bid"), "PAGAT"),
  OPT_BOOL ("no-trump", 2, BIDDING, no_trump, N_("No-trump bids"),
            N_("Players may bid to play the hand without trumps"), "PAGAT"),
  OPT_ENUM ("no-trump-rank", 3, BIDDING, no_trump_rank, nt_rank, N_("No-trump rank"),
            N_("A no-trump bid beats a suit bid of the same number, every suit bid, or is allowed only from eight"), "PAGAT, HOWTO"),
  OPT_BOOL ("no-trump-doubles", 4, BIDDING, no_trump_doubles, N_("No-trump scores double"),
            N_("A no-trump contract wins or loses twice its value"), "PAGAT, HOWTO"),
  OPT_ENUM ("low-no-trump", 5, BIDDING, low_no_trump, low, N_("Low no-trump"),
            N_("Hands played with the ranks reversed, sevens high: a bid above or equal to no-trump, or announced after a no-trump or any winning bid"), "PAGAT, WIKI, HOWTO"),
  OPT_BOOL ("forced-no-trump", 6, BIDDING, forced_no_trump, N_("Forced bid may be no-trump"),
            N_("The dealer, made to bid after three passes, may bid no-trump"), "WIKI"),
  OPT_BOOL ("dealer-may-pass", 7, BIDDING, dealer_may_pass, N_("Dealer may pass"),
            N_("After three passes the dealer may pass too, and the hand is dealt again"), "PAGAT"),
  OPT_ENUM ("kaiser-bid", 8, BIDDING, kaiser_bid, kaiser, N_("Kaiser bid"),
            N_("A bid to take every point: alone, as a side to win the game, or all eight tricks for 40"), "PAGAT, WIKI, HOWTO"),
  OPT_BOOL ("misdeal-weak-hand", 9, DEAL, misdeal_weak_hand, N_("Throw in weak hands"),
            N_("A player with no ace, no face card and neither the 5♥ nor the 3♠ may ask for a new deal"), "PAGAT"),
  OPT_BOOL ("misdeal-four-of-a-kind", 10, DEAL, misdeal_four_of_a_kind, N_("Throw in four of a kind"),
            N_("A player holding all four 10s, 9s or 8s may ask for a new deal"), "PAGAT"),
  OPT_ENUM ("kitty", 11, DEAL, kitty, kitty, N_("Kitty"),
            N_("Cards left aside for the high bidder, who picks them up and discards as many"), "PAGAT, WIKI, HOWTO"),
  OPT_ENUM ("passing", 12, DEAL, passing, passing, N_("Card passing"),
            N_("Cards each player passes before the bidding (to partner, or left, right and across in turn) or to partner after it"), "PAGAT"),
  OPT_ENUM ("first-lead", 13, PLAY, first_lead, lead, N_("First lead"),
            N_("Who leads the first trick: the high bidder or the player on the dealer’s left"), "DENEXA"),
  OPT_ENUM ("trump-by", 14, PLAY, trump_by, trump_by, N_("Trumps"),
            N_("Named by the high bidder, or the suit of the first card the high bidder leads"), "PAGAT"),
  OPT_ENUM ("set-penalty", 15, SCORING, set_penalty, set, N_("A failed bid loses"),
            N_("What the bidding side loses when it falls short of its bid, or that it scores nothing for the hand"), "DENEXA, PAGAT"),
  OPT_BOOL ("no-overtricks", 16, SCORING, no_overtricks, N_("No overtricks"),
            N_("A made bid scores the bid only, not every point taken"), "PAGAT, HOWTO"),
  OPT_BOOL ("spade-needs-three-tricks", 17, SCORING, spade_needs_three, N_("Three of spades needs three tricks"),
            N_("A side taking the 3♠ with only one or two tricks scores −3; the 5♥ counts only with three tricks"), "PAGAT"),
  OPT_ENUM ("bid-out", 18, SCORING, bid_out, bid_out, N_("Bid-out"),
            N_("From this score a side that did not win the bidding adds only minus points"), "PAGAT, DENEXA, WIKI"),
  OPT_ENUM ("bid-out-raise", 18, SCORING, bid_out_raise, raise, N_("Raised bid-out"),
            N_("The bid-out once a made no-trump has raised the target"), "WIKI, PAGAT"),
  OPT_BOOL ("insult", 19, SCORING, insult, N_("Joffre insult"),
            N_("When the −3 card wins the trick holding the +5 card, the side that played the +5 card loses 5 more"), "PAGAT"),
  OPT_INT ("target", 20, WINNING, target, 20, 200, N_("Target score"),
           N_("The score that wins the game"), "PAGAT, HOWTO"),
  OPT_INT ("no-trump-raise", 21, WINNING, no_trump_raise, 0, 200, N_("Target after a made no-trump"),
           N_("A made no-trump bid raises the target to this score; 0 for no raise"), "PAGAT, WIKI"),
  OPT_BOOL ("minus-target-loses", 22, WINNING, minus_target_loses, N_("Minus the target loses"),
            N_("A side that falls to minus the target loses the game"), "PAGAT"),
  OPT_ENUM ("bid-to-win", 23, WINNING, bid_to_win, bid_to_win, N_("Bid to win"),
            N_("Only a made bid wins the game; or, with the bid-out at 47, also taking the 5♥ from the bidders"), "PAGAT, WIKI"),
  OPT_ENUM ("tie", 24, WINNING, tie, tie, N_("Both sides over the target"),
            N_("Who wins when both sides reach the target on the same hand"), "HOWTO, PAGAT"),
  OPT_INT ("pot", 25, WINNING, pot, 0, 1000, N_("Pot"),
           N_("Each failed bid adds this stake to a pot the winners collect; 0 for no pot"), "PAGAT"),
  OPT_BOOL ("skunk", 26, WINNING, skunk, N_("Announce a skunk"),
            N_("A win with the losers at 0 or below is announced as a skunk"), "HOWTO"),
  /* after the V-numbered options, and written only when on: the rules of
   * every older record, saved game and setting stay as they were */
  { "dealer-sells", 0, KAISER_OPTION_BOOL, G_STRUCT_OFFSET (KaiserRules, dealer_sells), 0, 1, NULL,
    N_("The others bid for the lead and trumps; the dealer accepts the highest bid and scores it, or refuses and leads"),
    "PAGAT", N_("Dealer sells the lead"), NULL, KAISER_OPTION_GROUP_BIDDING, TRUE },
};

/* Options that mean something only while another is on (not 0, not its
 * first value): the no-trump ones need no-trump bids. */
static const struct { const char *option, *needs; } requirements[] = {
  { "no-trump-rank", "no-trump" },
  { "no-trump-doubles", "no-trump" },
  { "low-no-trump", "no-trump" },
  { "forced-no-trump", "no-trump" },
  { "no-trump-raise", "no-trump" },
  { "bid-out-raise", "no-trump-raise" },
};

static const char * const group_titles[KAISER_N_OPTION_GROUPS] = {
  N_("Pack and Deal"), N_("Bidding"), N_("Play"), N_("Scoring"), N_("Winning"),
};

const char *
kaiser_option_group_title (KaiserOptionGroup group)
{
  g_return_val_if_fail (group < KAISER_N_OPTION_GROUPS, NULL);
  return _(group_titles[group]);
}

const char *
kaiser_option_get_title (const KaiserOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);
  return _(option->title);
}

const char *
kaiser_option_get_summary (const KaiserOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);
  return _(option->summary);
}

const char *
kaiser_option_get_requirement (const KaiserOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (requirements); i++)
    if (g_str_equal (requirements[i].option, option->name))
      return requirements[i].needs;
  return NULL;
}

gboolean
kaiser_option_applies (const KaiserOption *option, const KaiserRules *rules)
{
  const char *needs;
  const KaiserOption *other;

  g_return_val_if_fail (option != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  needs = kaiser_option_get_requirement (option);
  if (needs == NULL)
    return TRUE;
  other = kaiser_rules_find_option (needs);
  return other != NULL && kaiser_option_applies (other, rules) &&
         G_STRUCT_MEMBER (gint, rules, other->offset) != other->min;
}

/* "5♥", "0♥" …: a card as the summaries write it, the pack's own face */
static char *
short_card (const KaiserDeck *deck, KaiserCard card)
{
  return g_strconcat (kaiser_face_to_string (kaiser_deck_face (deck, card)),
                      kaiser_suit_symbol (kaiser_card_suit (card)), NULL);
}

char *
kaiser_option_describe_summary (const KaiserOption *option, const KaiserDeck *deck)
{
  g_autofree char *bonus = NULL, *penalty = NULL;
  g_auto(GStrv) around_bonus = NULL;
  GString *out;

  g_return_val_if_fail (option != NULL, NULL);
  g_return_val_if_fail (deck != NULL, NULL);

  /* the summaries name the standard pack's 5♥ and 3♠ (in every
   * language): the pack's own point cards in their place */
  bonus = short_card (deck, deck->bonus_card);
  penalty = short_card (deck, deck->penalty_card);
  around_bonus = g_strsplit (kaiser_option_get_summary (option), "5♥", -1);
  out = g_string_new (NULL);
  for (guint i = 0; around_bonus[i]; i++)
    {
      g_auto(GStrv) around_penalty = g_strsplit (around_bonus[i], "3♠", -1);
      g_autofree char *joined = g_strjoinv (penalty, around_penalty);

      if (i > 0)
        g_string_append (out, bonus);
      g_string_append (out, joined);
    }
  return g_string_free (out, FALSE);
}

const char *
kaiser_option_get_value_title (const KaiserOption *option, gint value)
{
  g_return_val_if_fail (option != NULL, NULL);
  if (option->type != KAISER_OPTION_ENUM || value < option->min || value > option->max)
    return NULL;
  return _(option->value_titles[value]);
}

char *
kaiser_option_describe_value (const KaiserOption *option, gint value)
{
  g_return_val_if_fail (option != NULL, NULL);
  switch (option->type)
    {
    case KAISER_OPTION_BOOL:
      return g_strdup (value ? _("Yes") : _("No"));
    case KAISER_OPTION_ENUM:
      return g_strdup (kaiser_option_get_value_title (option, value));
    case KAISER_OPTION_INT:
    default:
      /* a number whose 0 turns the option off: the pot, the raised target */
      if (value == 0 && option->min == 0)
        return g_strdup (C_("number", "None"));
      return g_strdup_printf ("%d", value);
    }
}

const KaiserOption *
kaiser_rules_list_options (guint *n_options)
{
  *n_options = G_N_ELEMENTS (options);
  return options;
}

const KaiserOption *
kaiser_rules_find_option (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (g_strcmp0 (options[i].name, name) == 0)
      return &options[i];
  return NULL;
}

static gint *
option_field (KaiserRules *rules, const KaiserOption *option)
{
  return G_STRUCT_MEMBER_P (rules, option->offset);
}

gint
kaiser_rules_get (const KaiserRules *rules, const KaiserOption *option)
{
  return *option_field ((KaiserRules *) rules, option);
}

static void deck_init (KaiserDeck *deck, KaiserPack pack);

/* The name, and zeros after it: rules of the same name and options are
 * equal byte for byte (a bot's observation is compared so). */
static void
set_id (KaiserRules *rules, const char *id)
{
  memset (rules->id, 0, sizeof rules->id);
  g_strlcpy (rules->id, id, sizeof rules->id);
}

static gboolean
set_value (KaiserRules *rules, const KaiserOption *option, gint value)
{
  if (value < option->min || value > option->max)
    return FALSE;
  if (*option_field (rules, option) != value)
    {
      *option_field (rules, option) = value;
      set_id (rules, "custom");
      if (option->offset == G_STRUCT_OFFSET (KaiserRules, pack))
        deck_init (&rules->deck, value);
    }
  return TRUE;
}

/* "sides": the side of each seat as in a record, "0,1,0,1,0,1"; as many
 * as there are seats. */
static gboolean
set_sides (KaiserRules *rules, const char *value, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (value ? value : "", ",", -1);
  guint8 sides[KAISER_MAX_SEATS] = { 0 };
  guint n = g_strv_length (parts);

  for (guint i = 0; i < n; i++)
    {
      char *end = NULL;
      gint64 v = g_ascii_strtoll (parts[i], &end, 10);

      if (n != kaiser_rules_n_seats (rules) || parts[i][0] == '\0' || *end != '\0' || v < 0 || v >= KAISER_MAX_SIDES)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                       _("“%s” is not a value of %s (allowed: the side of each of the %u seats, from 0, as “0,1,0,1,0,1”)"),
                       value ? value : "", "sides", kaiser_rules_n_seats (rules));
          return FALSE;
        }
      sides[i] = (guint8) v;
    }
  return kaiser_rules_set_seats (rules, n, sides, error);
}

gboolean
kaiser_rules_set (KaiserRules *rules, const char *name, const char *value, GError **error)
{
  const KaiserOption *option = kaiser_rules_find_option (name);
  gint v = -1;

  if (option == NULL && g_strcmp0 (name, "seats") == 0)
    {
      char *end = NULL;
      gint64 n = value ? g_ascii_strtoll (value, &end, 10) : 0;

      if (value == NULL || value[0] == '\0' || *end != '\0' || n < KAISER_MIN_SEATS || n > KAISER_MAX_SEATS)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                       _("“%s” is not a value of %s (allowed: %s)"), value ? value : "", name, "2, 3, 4, 5, 6");
          return FALSE;
        }
      if ((gint) n == rules->n_seats)
        return TRUE;
      return kaiser_rules_set_seats (rules, (guint) n, NULL, error);
    }
  if (option == NULL && g_strcmp0 (name, "sides") == 0)
    return set_sides (rules, value, error);
  if (option == NULL)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Unknown rules option “%s”"), name);
      return FALSE;
    }
  switch (option->type)
    {
    case KAISER_OPTION_BOOL:
      if (g_strcmp0 (value, "true") == 0 || g_strcmp0 (value, "on") == 0 || g_strcmp0 (value, "1") == 0)
        v = 1;
      else if (g_strcmp0 (value, "false") == 0 || g_strcmp0 (value, "off") == 0 || g_strcmp0 (value, "0") == 0)
        v = 0;
      break;
    case KAISER_OPTION_INT:
      {
        char *end = NULL;
        gint64 n = value ? g_ascii_strtoll (value, &end, 10) : 0;
        if (value && value[0] && *end == '\0' && n >= G_MININT && n <= G_MAXINT)
          v = (gint) n;
        else
          v = G_MININT;
        break;
      }
    case KAISER_OPTION_ENUM:
      for (guint i = 0; option->values[i]; i++)
        if (g_strcmp0 (value, option->values[i]) == 0)
          v = (gint) i;
      break;
    default:
      g_assert_not_reached ();
    }
  if ((option->type != KAISER_OPTION_INT && v < 0) || !set_value (rules, option, v))
    {
      g_autofree char *allowed = NULL;

      if (option->type == KAISER_OPTION_ENUM)
        allowed = g_strjoinv (", ", (char **) option->values);
      else if (option->type == KAISER_OPTION_BOOL)
        allowed = g_strdup ("true, false");
      else
        allowed = g_strdup_printf (_("a number from %d to %d"), option->min, option->max);
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                   _("“%s” is not a value of %s (allowed: %s)"), value ? value : "", name, allowed);
      return FALSE;
    }
  return TRUE;
}

gboolean
kaiser_rules_set_variant (KaiserRules *rules, const char *name, GVariant *value, GError **error)
{
  const KaiserOption *o = kaiser_rules_find_option (name);
  g_autofree char *text = NULL;

  if (o == NULL)
    return kaiser_rules_set (rules, name, NULL, error);   /* the unknown-option error */
  if (o->type == KAISER_OPTION_BOOL && g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    text = g_strdup (g_variant_get_boolean (value) ? "true" : "false");
  else if (o->type == KAISER_OPTION_INT && g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
    text = g_strdup_printf ("%d", g_variant_get_int32 (value));
  else if (o->type == KAISER_OPTION_ENUM && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    text = g_variant_dup_string (value, NULL);
  else
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “%s” has a value of the wrong type"), name);
      return FALSE;
    }
  return kaiser_rules_set (rules, name, text, error);
}

char *
kaiser_rules_get_string (const KaiserRules *rules, const KaiserOption *option)
{
  gint v = kaiser_rules_get (rules, option);

  switch (option->type)
    {
    case KAISER_OPTION_BOOL:
      return g_strdup (v ? "true" : "false");
    case KAISER_OPTION_ENUM:
      return g_strdup (option->values[CLAMP (v, option->min, option->max)]);
    case KAISER_OPTION_INT:
    default:
      return g_strdup_printf ("%d", v);
    }
}

/* Presets */

typedef struct {
  const char *id;
  const char *title;
  const char *settings;   /* option=value pairs over the standard game */
  const char *notes;      /* what this program chose where the page is silent, translatable (N_) */
} Preset;

/* VARIANTS.md, "Regional rule sets". */
static const Preset preset_table[] = {
  { "standard", N_("Standard"), "" },
  { "saskatchewan", N_("Saskatchewan"), "min-bid=7 no-trump-raise=62 bid-out-raise=plus-10" },
  { "saskatchewan-34", N_("Saskatchewan 34-card"), "pack=34-card kitty=two min-bid=7 low-no-trump=own-bid misdeal-weak-hand=false" },
  { "les-rois", N_("Les Rois"), "pack=les-rois min-bid=4 no-trump=false bid-out=none target=40 tie=bidders misdeal-weak-hand=false" },
  { "hetu", N_("Hétu"), "pack=hetu min-bid=5 no-trump=false trump-by=first-lead bid-out=none target=40 tie=bidders misdeal-weak-hand=false" },
  { "joffre", N_("Joffre"), "pack=joffre min-bid=5 no-trump=false trump-by=first-lead insult=true bid-out=target-minus-min target=40 misdeal-weak-hand=false" },
  /* 000_5ed066fa22fca3eb.txt, "Two Players" (John Suchan): eight in hand and four two-card piles
   * face down each; the rest "as usual". */
  { "two-players", N_("Two players"), "seats=2 min-bid=8",
    N_("The page gives the deal and the piles. This program turns the piles’ top cards up once trumps are named, "
       "and a card on a pile must follow suit as one in the hand. A hand is worth 18 points (sixteen tricks), so "
       "the lowest bid is 8; the rest is the standard game’s, each player scoring alone.") },
  /* 000_5ed066fa22fca3eb.txt, "Three Players" (Ken Garinger's family,
   * Saskatchewan): 26 cards, eight each and the two-card Missy, minimum
   * bid 7, each player for themselves; the rest "as usual". */
  { "three-players", N_("Three players"), "seats=3 pack=26-card kitty=two min-bid=7",
    N_("Where the page is silent, the other options are the standard game’s. When two players reach the target "
       "on one hand, the bidder wins, else the higher score, and between equal scores the first to the bidder’s left.") },
  /* "Five players" (Dennis Bell, Simon Fraser University): individual,
   * 40 cards, eight each. */
  { "five-players", N_("Five players"), "seats=5 pack=40-card",
    N_("The page gives only the pack and individual play: the bidding, play and scoring are the standard game’s, "
       "each player scoring alone. When two players reach the target on one hand, the bidder wins, else the higher "
       "score, and between equal scores the first to the bidder’s left.") },
  /* "Six players": 48 cards without twos, "three teams of two or two teams
   * of three"; partners sit apart (every third or every second seat). */
  { "six-players", N_("Six players, three teams of two"), "seats=6 pack=48-card",
    N_("The page gives the pack and the teams: partners sit opposite, and the rest is the standard game’s, each team "
       "scoring apart. When two teams reach the target on one hand, the bidders win, else the higher score, and "
       "between equal scores the first to the bidder’s left.") },
  /* 000_5ed066fa22fca3eb.txt, "Lost Heir" (McLoughlin Brothers, 1893): the
   * suit the high bidder leads is trumps, the Lost Heir the highest trump
   * and the Wrong Boy the lowest, blanks only discarded and cancelling
   * either in their trick; the dealer sells the lead; a bidder short of
   * the bid scores zero; to 25; "individual and partnership versions". */
  { "lost-heir", N_("Lost Heir"),
    "pack=lost-heir sides=0,1,2,3 dealer-sells=true min-bid=1 max-bid=10 no-trump=false trump-by=first-lead "
    "set-penalty=zero bid-out=none target=25 misdeal-weak-hand=false",
    N_("The page gives the cards, the sale of the lead, the trumps and the scoring. This program counts a point a "
       "trick as in Kaiser and Joffre, so a hand is worth 10; bids go from 1 to 10. The first lead must be a card "
       "of a city, as it names trumps; a blank is led only by a player holding nothing else. A dealer who refuses "
       "the bid, or whom everyone passes, leads and makes trumps without a contract, and scores what he takes.") },
  { "lost-heir-teams", N_("Lost Heir, partners"),
    "pack=lost-heir dealer-sells=true min-bid=1 max-bid=10 no-trump=false trump-by=first-lead "
    "set-penalty=zero bid-out=none target=25 misdeal-weak-hand=false",
    N_("Lost Heir’s partnership game: partners sit opposite and add their points together. The rest is as in Lost "
       "Heir for four players alone.") },
  /* "specify a 48-card pack with 11 rather than 7 cards in each suit":
   * dealt eight each to six players, as Kaiser's 48 cards are. */
  { "lost-heir-48", N_("Lost Heir, 48 cards"),
    "seats=6 sides=0,1,2,0,1,2 pack=lost-heir-48 dealer-sells=true min-bid=1 max-bid=10 no-trump=false "
    "trump-by=first-lead set-penalty=zero bid-out=none target=25 misdeal-weak-hand=false",
    N_("McLoughlin’s own rules use 48 cards, eleven a city; the page does not say for how many players. This "
       "program deals them eight each to six players in three sides of two, partners opposite, so a hand is worth "
       "10 points as with 32 cards. The rest is as in Lost Heir for four players.") },
  { "six-players-threes", N_("Six players, two teams of three"), "seats=6 sides=0,1,0,1,0,1 pack=48-card",
    N_("The page gives the pack and the teams: every second player is a partner, and the rest is the standard "
       "game’s.") },
};

/* The rule sets offered to people: the four-handed ones, then the tables
 * of two, three, five and six (issue 25). */
static const char * const presets[] = {
  "standard", "saskatchewan", "saskatchewan-34", "les-rois", "hetu", "joffre",
  "two-players", "three-players", "five-players", "six-players", "six-players-threes",
  "lost-heir", "lost-heir-teams", "lost-heir-48", NULL,
};

const char * const *
kaiser_rules_list_presets (void)
{
  return presets;
}

const char *
kaiser_rules_match_preset (const KaiserRules *rules)
{
  /* every rule set known, offered or not yet */
  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    {
      KaiserRules named;

      if (kaiser_rules_init_preset (&named, preset_table[i].id, NULL) && kaiser_rules_equal (&named, rules))
        return preset_table[i].id;
    }
  return NULL;
}

const char *
kaiser_rules_preset_notes (const char *preset)
{
  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    if (g_strcmp0 (preset_table[i].id, preset) == 0)
      return preset_table[i].notes ? _(preset_table[i].notes) : NULL;
  return NULL;
}

char *
kaiser_rules_describe_table (const KaiserRules *rules)
{
  guint n_seats = kaiser_rules_n_seats (rules);
  guint n_sides = kaiser_rules_n_sides (rules);

  if (n_sides == n_seats)
    /* Translators: "3 players, each alone" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player, each alone", "%u players, each alone", n_seats), n_seats);
  /* Translators: "6 players in 3 sides of 2"; partners sit apart */
  return g_strdup_printf (_("%u players in %u sides of %u"), n_seats, n_sides, n_seats / n_sides);
}

const char *
kaiser_rules_preset_title (const char *preset)
{
  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    if (g_strcmp0 (preset_table[i].id, preset) == 0)
      return _(preset_table[i].title);
  return NULL;
}

/* The packs: faces of each suit from lowest to highest. */
static void
deck_init_suit (KaiserDeck *deck, KaiserSuit suit, const KaiserFace *faces, guint n)
{
  deck->n_cards[suit] = n;
  memset (deck->face[suit], 0, sizeof deck->face[suit]);
  for (guint i = 0; i < n; i++)
    deck->face[suit][i] = faces[i];
}

static void
deck_init (KaiserDeck *deck, KaiserPack pack)
{
  /* 000_5ed066fa22fca3eb.txt, "Pack": A K Q J 10 9 8 7, the 5♥ and 3♠ in
   * place of the red and black sevens; "34-card Game": all four sevens too. */
  static const KaiserFace plain[] = {
    KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace hearts[] = {
    KAISER_FACE_5, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace spades[] = {
    KAISER_FACE_3, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace hearts34[] = {
    KAISER_FACE_5, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace spades34[] = {
    KAISER_FACE_3, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  /* "Québec version with sevens high": 7 6 5 4 3 2 A K, kings lowest. */
  static const KaiserFace rois[] = {
    KAISER_FACE_KING, KAISER_FACE_ACE, KAISER_FACE_2, KAISER_FACE_3,
    KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
  };
  /* Hétu: "in diamonds and clubs the 8's are used as the lowest cards
   * instead of the kings". */
  static const KaiserFace hetu_minor[] = {
    KAISER_FACE_8, KAISER_FACE_ACE, KAISER_FACE_2, KAISER_FACE_3,
    KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
  };
  /* Joffre: "each with cards from 7 (high) down to zero (low)";
   * England ↔ clubs, Russia ↔ diamonds, France ↔ hearts, Germany ↔ spades. */
  static const KaiserFace joffre[] = {
    KAISER_FACE_0, KAISER_FACE_1, KAISER_FACE_2, KAISER_FACE_3,
    KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
  };
  /* "Three Players": "A 26-card deck is used consisting of the
   * A-K-Q-J-10-9 of each suit plus the heart5 and spade3." */
  static const KaiserFace plain26[] = {
    KAISER_FACE_9, KAISER_FACE_10, KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace hearts26[] = {
    KAISER_FACE_5, KAISER_FACE_9, KAISER_FACE_10, KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace spades26[] = {
    KAISER_FACE_3, KAISER_FACE_9, KAISER_FACE_10, KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  /* "Five players": "a 40-card pack including all cards down to the 5,
   * except that the 3 of spades replaces the 5"; "Six players": "a
   * 48-card deck without twos". */
  static const KaiserFace plain40[] = {
    KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace spades40[] = {
    KAISER_FACE_3, KAISER_FACE_6, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10,
    KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  static const KaiserFace plain48[] = {
    KAISER_FACE_3, KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7, KAISER_FACE_8, KAISER_FACE_9,
    KAISER_FACE_10, KAISER_FACE_JACK, KAISER_FACE_QUEEN, KAISER_FACE_KING, KAISER_FACE_ACE,
  };
  /* "Lost Heir": "Mayor (7), Chief of Police (6); Commissioner (5),
   * Detective (4), Captain (3), Sergeant (2), Policeman (1)"; McLoughlin's
   * own rules "specify a 48-card pack with 11 rather than 7 cards in each
   * suit", numbered 11 down to 1 here. */
  static const KaiserFace heir7[] = {
    KAISER_FACE_1, KAISER_FACE_2, KAISER_FACE_3, KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
  };
  static const KaiserFace heir11[] = {
    KAISER_FACE_1, KAISER_FACE_2, KAISER_FACE_3, KAISER_FACE_4, KAISER_FACE_5, KAISER_FACE_6, KAISER_FACE_7,
    KAISER_FACE_8, KAISER_FACE_9, KAISER_FACE_10, KAISER_FACE_11,
  };

  /* Each pack's suits (clubs, diamonds, hearts, spades), lowest first. */
#define SUIT(faces) { faces, G_N_ELEMENTS (faces) }
  static const struct { const KaiserFace *faces; guint n; } packs[][KAISER_N_SUITS] = {
    [KAISER_PACK_STANDARD] = { SUIT (plain), SUIT (plain), SUIT (hearts), SUIT (spades) },
    [KAISER_PACK_34] = { SUIT (plain), SUIT (plain), SUIT (hearts34), SUIT (spades34) },
    [KAISER_PACK_LES_ROIS] = { SUIT (rois), SUIT (rois), SUIT (rois), SUIT (rois) },
    [KAISER_PACK_HETU] = { SUIT (hetu_minor), SUIT (hetu_minor), SUIT (rois), SUIT (rois) },
    [KAISER_PACK_JOFFRE] = { SUIT (joffre), SUIT (joffre), SUIT (joffre), SUIT (joffre) },
    [KAISER_PACK_26] = { SUIT (plain26), SUIT (plain26), SUIT (hearts26), SUIT (spades26) },
    [KAISER_PACK_40] = { SUIT (plain40), SUIT (plain40), SUIT (plain40), SUIT (spades40) },
    [KAISER_PACK_48] = { SUIT (plain48), SUIT (plain48), SUIT (plain48), SUIT (plain48) },
    [KAISER_PACK_LOST_HEIR] = { SUIT (heir7), SUIT (heir7), SUIT (heir7), SUIT (heir7) },
    [KAISER_PACK_LOST_HEIR_48] = { SUIT (heir11), SUIT (heir11), SUIT (heir11), SUIT (heir11) },
  };
#undef SUIT
  guint p = (guint) pack < G_N_ELEMENTS (packs) ? (guint) pack : KAISER_PACK_STANDARD;

  memset (deck, 0, sizeof *deck);
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    deck_init_suit (deck, (KaiserSuit) s, packs[p][s].faces, packs[p][s].n);
  deck->bonus_card = kaiser_card_make (KAISER_HEARTS, 0);
  deck->bonus_value = 5;
  deck->penalty_card = kaiser_card_make (KAISER_SPADES, 0);
  deck->penalty_value = -3;
  /* "A trick containing the heartK is worth +6 points" in Hétu's game */
  if (pack == KAISER_PACK_HETU)
    deck->bonus_value = 6;
  /* "The heart5 and spade3 remain as scoring cards even when they are
   * not the lowest cards of their suits": the 5♥ above the 3♥ and 4♥ */
  if (pack == KAISER_PACK_48)
    deck->bonus_card = kaiser_card_make (KAISER_HEARTS, 2);
  /* "two blank cards, a Lost Heir card worth +5 points and a Wrong Boy
   * card worth -3 points", outside the suits: on the last bit of each
   * suit's sixteen (blanks B1 and B2, LH, WB). */
  if (pack == KAISER_PACK_LOST_HEIR || pack == KAISER_PACK_LOST_HEIR_48)
    {
      deck->blanks = kaiser_card_bit (kaiser_card_make (KAISER_CLUBS, KAISER_MAX_POWER - 1)) |
                     kaiser_card_bit (kaiser_card_make (KAISER_DIAMONDS, KAISER_MAX_POWER - 1));
      deck->bonus_card = kaiser_card_make (KAISER_HEARTS, KAISER_MAX_POWER - 1);
      deck->penalty_card = kaiser_card_make (KAISER_SPADES, KAISER_MAX_POWER - 1);
      deck->outside = deck->blanks | kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card);
    }
}

/* VARIANTS.md, "The standard game". */
void
kaiser_rules_init_standard (KaiserRules *rules)
{
  memset (rules, 0, sizeof *rules);
  kaiser_rules_set_seats (rules, 4, NULL, NULL);
  set_id (rules, "standard");
  rules->pack = KAISER_PACK_STANDARD;
  deck_init (&rules->deck, rules->pack);
  rules->min_bid = 6;
  rules->max_bid = 12;
  rules->no_trump = TRUE;
  rules->no_trump_rank = KAISER_NT_RANK_ABOVE_EQUAL;
  rules->no_trump_doubles = TRUE;
  rules->low_no_trump = KAISER_LOW_OFF;
  rules->forced_no_trump = TRUE;
  rules->kaiser_bid = KAISER_KAISER_NONE;
  rules->misdeal_weak_hand = TRUE;
  rules->kitty = KAISER_KITTY_NONE;
  rules->passing = KAISER_PASSING_NONE;
  rules->first_lead = KAISER_LEAD_DECLARER;
  rules->trump_by = KAISER_TRUMP_BY_NAMING;
  rules->set_penalty = KAISER_SET_LOSES_BID;
  rules->bid_out = KAISER_BID_OUT_45;
  rules->bid_out_raise = KAISER_BID_OUT_RAISE_10;
  rules->target = 52;
  rules->no_trump_raise = 0;
  rules->bid_to_win = KAISER_BID_TO_WIN_OFF;
  rules->tie = KAISER_TIE_BIDDERS;
}

gboolean
kaiser_rules_init_preset (KaiserRules *rules, const char *preset, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    if (g_strcmp0 (preset_table[i].id, preset) == 0)
      {
        g_auto(GStrv) pairs = g_strsplit (preset_table[i].settings, " ", -1);

        kaiser_rules_init_standard (rules);
        for (guint k = 0; pairs[k]; k++)
          {
            g_auto(GStrv) kv = g_strsplit (pairs[k], "=", 2);
            if (kv[0][0] && !kaiser_rules_set (rules, kv[0], kv[1], NULL))
              g_error ("preset %s: bad setting %s", preset, pairs[k]);
          }
        set_id (rules, preset);
        return TRUE;
      }
  g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
               _("Unknown rule set “%s”"), preset ? preset : "(null)");
  return FALSE;
}

KaiserRules *
kaiser_rules_new (const char *preset)
{
  KaiserRules rules;

  if (!kaiser_rules_init_preset (&rules, preset ? preset : "standard", NULL))
    return NULL;
  return g_memdup2 (&rules, sizeof rules);
}

KaiserRules *
kaiser_rules_copy (const KaiserRules *rules)
{
  return g_memdup2 (rules, sizeof *rules);
}

void
kaiser_rules_free (KaiserRules *rules)
{
  g_free (rules);
}

/* The table */

guint
kaiser_rules_n_sides (const KaiserRules *rules)
{
  guint n = 0;

  for (gint s = 0; s < rules->n_seats; s++)
    n = MAX (n, rules->side[s] + 1u);
  return n;
}

guint
kaiser_rules_side_seats (const KaiserRules *rules, KaiserTeam side)
{
  guint seats = 0;

  for (gint s = 0; s < rules->n_seats; s++)
    if (rules->side[s] == (guint) side)
      seats |= 1u << s;
  return seats;
}

KaiserSeat
kaiser_rules_seat_partner (const KaiserRules *rules, KaiserSeat seat)
{
  guint others;

  g_return_val_if_fail ((guint) seat < (guint) rules->n_seats, KAISER_SEAT_NONE);
  others = kaiser_rules_side_seats (rules, (KaiserTeam) rules->side[seat]) & ~(1u << seat);
  if (others == 0 || (others & (others - 1)) != 0)
    return KAISER_SEAT_NONE;
  return (KaiserSeat) __builtin_ctz (others);
}

guint
kaiser_rules_sides_from (const KaiserRules *rules, KaiserSeat seat, KaiserTeam *order)
{
  guint n = 0, seen = 0;

  for (guint i = 0; i < kaiser_rules_n_seats (rules); i++, seat = kaiser_rules_seat_next (rules, seat))
    {
      KaiserTeam side = kaiser_rules_seat_side (rules, seat);

      if (!(seen & (1u << side)))
        {
          seen |= 1u << side;
          order[n++] = side;
        }
    }
  return n;
}

KaiserTeam
kaiser_rules_side_next (const KaiserRules *rules, KaiserTeam side)
{
  KaiserTeam order[KAISER_MAX_SIDES];
  guint n = kaiser_rules_sides_from (rules, (KaiserSeat) __builtin_ctz (kaiser_rules_side_seats (rules, side)), order);

  return n > 1 ? order[1] : side;
}

KaiserTeam
kaiser_rules_side_other (const KaiserRules *rules, KaiserTeam side)
{
  if (kaiser_rules_n_sides (rules) != 2 || (guint) side >= 2)
    return KAISER_TEAM_NONE;
  return (KaiserTeam) (1 - side);
}

gboolean
kaiser_rules_set_seats (KaiserRules *rules, guint n_seats, const guint8 *sides, GError **error)
{
  guint8 side[KAISER_MAX_SEATS] = { 0 };
  guint next_new = 0;

  if (n_seats < KAISER_MIN_SEATS || n_seats > KAISER_MAX_SEATS)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                   _("A table has from %d to %d seats, not %u (seats)"), KAISER_MIN_SEATS, KAISER_MAX_SEATS, n_seats);
      return FALSE;
    }
  for (guint s = 0; s < n_seats; s++)
    {
      if (sides)
        side[s] = sides[s];
      else if (n_seats == 4)
        side[s] = (guint8) (s & 1);          /* N/S and E/W */
      else if (n_seats == 6)
        side[s] = (guint8) (s % 3);          /* three sides of two, partners opposite */
      else
        side[s] = (guint8) s;                /* every player alone */
      /* Sides are numbered in order of their first seat, with no gap. */
      if (side[s] > next_new)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID,
                       _("Seat %u is on side %u before side %u has a seat (sides)"), s + 1, side[s] + 1u, next_new + 1);
          return FALSE;
        }
      if (side[s] == next_new)
        next_new++;
    }
  if (next_new < 2)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("A table needs at least two sides (sides)"));
      return FALSE;
    }
  if (rules->n_seats != (gint) n_seats || memcmp (rules->side, side, sizeof side) != 0)
    {
      rules->n_seats = (gint) n_seats;
      memcpy (rules->side, side, sizeof side);
      set_id (rules, "custom");
    }
  return TRUE;
}

static gboolean
table_equal (const KaiserRules *a, const KaiserRules *b)
{
  return a->n_seats == b->n_seats && memcmp (a->side, b->side, sizeof a->side) == 0;
}

static gboolean
table_is_default (const KaiserRules *rules)
{
  KaiserRules four;

  memset (&four, 0, sizeof four);
  kaiser_rules_set_seats (&four, 4, NULL, NULL);
  return table_equal (rules, &four);
}

gboolean
kaiser_rules_equal (const KaiserRules *a, const KaiserRules *b)
{
  /* The same options make the same game, whatever the rules are called. */
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (kaiser_rules_get (a, &options[i]) != kaiser_rules_get (b, &options[i]))
      return FALSE;
  return table_equal (a, b);
}

/* The pack */

KaiserCards
kaiser_deck_cards (const KaiserDeck *deck)
{
  KaiserCards all = 0;

  for (guint s = 0; s < KAISER_N_SUITS; s++)
    if (deck->n_cards[s] > 0)
      all |= (((G_GUINT64_CONSTANT (1) << deck->n_cards[s]) - 1) << (s * KAISER_MAX_POWER));
  return all | deck->outside;
}

guint
kaiser_deck_size (const KaiserDeck *deck)
{
  return kaiser_cards_count (kaiser_deck_cards (deck));
}

KaiserFace
kaiser_deck_face (const KaiserDeck *deck, KaiserCard card)
{
  return (KaiserFace) deck->face[kaiser_card_suit (card)][kaiser_card_power (card)];
}

KaiserCards
kaiser_deck_honours (const KaiserDeck *deck)
{
  KaiserCards honours = kaiser_card_bit (deck->bonus_card) | kaiser_card_bit (deck->penalty_card);
  KaiserCard card;

  KAISER_CARDS_FOREACH (card, kaiser_deck_cards (deck) & ~deck->outside)
    if (kaiser_deck_face (deck, card) >= KAISER_FACE_JACK && kaiser_deck_face (deck, card) <= KAISER_FACE_ACE)
      honours |= kaiser_card_bit (card);
  return honours;
}

gint
kaiser_deck_card_points (const KaiserDeck *deck, KaiserCards won)
{
  gint points = 0;

  if (kaiser_cards_has (won, deck->bonus_card))
    points += deck->bonus_value;
  if (kaiser_cards_has (won, deck->penalty_card))
    points += deck->penalty_value;
  return points;
}

/* The cards outside the suits (Lost Heir): "LH", "WB", "B1", "B2". */
static const char *
outside_name (const KaiserDeck *deck, KaiserCard card)
{
  if (card >= 64 || !kaiser_cards_has (deck->outside, card))
    return NULL;
  if (card == deck->bonus_card)
    return "LH";
  if (card == deck->penalty_card)
    return "WB";
  return kaiser_card_suit (card) == KAISER_CLUBS ? "B1" : "B2";
}

const char *
kaiser_deck_card_to_string (const KaiserDeck *deck, KaiserCard card, char *buf)
{
  const char *outside = outside_name (deck, card);

  if (outside)
    return strcpy (buf, outside);
  g_snprintf (buf, 4, "%s%c",
              kaiser_face_to_string (kaiser_deck_face (deck, card)),
              kaiser_suit_letter (kaiser_card_suit (card)));
  return buf;
}

gboolean
kaiser_deck_card_from_string (const KaiserDeck *deck, const char *text, KaiserCard *card)
{
  gsize len;
  KaiserSuit suit;
  KaiserFace face;
  char letter[2];
  KaiserCard special;

  if (text == NULL || (len = strlen (text)) < 2 || len > 3)
    return FALSE;
  KAISER_CARDS_FOREACH (special, deck->outside)
    if (g_ascii_strcasecmp (text, outside_name (deck, special)) == 0)
      {
        *card = special;
        return TRUE;
      }
  letter[0] = text[len - 1];
  letter[1] = '\0';
  if (!kaiser_suit_from_string (letter, &suit) || suit == KAISER_SUIT_NONE)
    return FALSE;
  if (!kaiser_face_from_string (text, len - 1, &face))
    return FALSE;
  for (guint p = 0; p < deck->n_cards[suit]; p++)
    if (deck->face[suit][p] == face)
      {
        *card = kaiser_card_make (suit, p);
        return TRUE;
      }
  return FALSE;
}

char *
kaiser_deck_cards_to_string (const KaiserDeck *deck, KaiserCards cards)
{
  GString *out = g_string_new (NULL);

  KaiserCard card;
  char buf[4];

  for (int s = KAISER_N_SUITS - 1; s >= 0; s--)
    for (int p = KAISER_MAX_POWER - 1; p >= 0; p--)
      {
        card = kaiser_card_make ((KaiserSuit) s, (guint) p);
        if (!kaiser_cards_has (cards & ~deck->outside, card))
          continue;
        if (out->len)
          g_string_append_c (out, ' ');
        g_string_append (out, kaiser_deck_card_to_string (deck, card, buf));
      }
  /* the cards outside the suits last: the Lost Heir, the Wrong Boy, the blanks */
  for (guint i = 0; i < 3; i++)
    {
      KaiserCards some = cards & deck->outside &
                         (i == 0 ? kaiser_card_bit (deck->bonus_card) : i == 1 ? kaiser_card_bit (deck->penalty_card) : deck->blanks);
      KAISER_CARDS_FOREACH (card, some)
        {
          if (out->len)
            g_string_append_c (out, ' ');
          g_string_append (out, kaiser_deck_card_to_string (deck, card, buf));
        }
    }
  return g_string_free (out, FALSE);
}

gboolean
kaiser_deck_cards_from_string (const KaiserDeck *deck, const char *text, KaiserCards *cards, GError **error)
{
  g_auto(GStrv) words = NULL;
  KaiserCards set = 0;

  if (text == NULL)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID, _("Missing list of cards"));
      return FALSE;
    }
  words = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; words[i]; i++)
    {
      KaiserCard card;

      if (words[i][0] == '\0')
        continue;
      if (!kaiser_deck_card_from_string (deck, words[i], &card))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("“%s” is not a card of this pack"), words[i]);
          return FALSE;
        }
      if (kaiser_cards_has (set, card))
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RECORD_INVALID,
                       _("Card “%s” is listed twice"), words[i]);
          return FALSE;
        }
      set |= kaiser_card_bit (card);
    }
  *cards = set;
  return TRUE;
}

char *
kaiser_deck_card_describe (const KaiserDeck *deck, KaiserCard card)
{
  return kaiser_card_names_describe_card (NULL, deck, card);
}

gint
kaiser_rules_hand_points (const KaiserRules *rules)
{
  return (gint) kaiser_rules_hand_size (rules) + rules->deck.bonus_value + rules->deck.penalty_value;
}

/* The deal and the auction */

guint
kaiser_rules_kitty_size (const KaiserRules *rules)
{
  static const guint sizes[] = { 0, 2, 4 };
  return sizes[CLAMP (rules->kitty, 0, (gint) G_N_ELEMENTS (sizes) - 1)];
}

guint
kaiser_rules_hand_size (const KaiserRules *rules)
{
  return (kaiser_deck_size (&rules->deck) - kaiser_rules_kitty_size (rules)) / kaiser_rules_n_seats (rules);
}

guint
kaiser_rules_n_piles (const KaiserRules *rules)
{
  guint dealt = kaiser_rules_hand_size (rules);

  return dealt > KAISER_MAX_HELD ? MIN ((dealt - KAISER_MAX_HELD) / 2, KAISER_MAX_PILES) : 0;
}

guint
kaiser_rules_held_size (const KaiserRules *rules)
{
  return kaiser_rules_hand_size (rules) - 2 * kaiser_rules_n_piles (rules);
}

guint
kaiser_rules_pass_count (const KaiserRules *rules)
{
  switch (rules->passing)
    {
    case KAISER_PASSING_ONE_TO_PARTNER:
      return 1;
    case KAISER_PASSING_TWO_TO_PARTNER:
    case KAISER_PASSING_ROTATION:
    case KAISER_PASSING_TWO_AFTER_BIDDING:
      return 2;
    case KAISER_PASSING_NONE:
    default:
      return 0;
    }
}

/* 000_5ed066fa22fca3eb.txt, "Bidding": "A bid in no trumps outranks an
 * equal bid in a suit"; 003_e5c337a9e6b12479.txt: "A no-trump bid of any
 * number is always higher than a suited bid"; "34-card Game": "A bid of Low
 * No Trumps ranks just above the corresponding normal no trump bid", or
 * "High and Low no trump bids rank equally". */
gint
kaiser_rules_bid_rank (const KaiserRules *rules, KaiserBid bid)
{
  gint nt_base = rules->no_trump_rank == KAISER_NT_RANK_ABOVE_ALL ? 1000 : 0;

  switch (bid.kind)
    {
    case KAISER_BID_SUIT:
      return bid.amount * 4;
    case KAISER_BID_NO_TRUMP:
      return nt_base + bid.amount * 4 + 1;
    case KAISER_BID_LOW_NO_TRUMP:
      return nt_base + bid.amount * 4 + (rules->low_no_trump == KAISER_LOW_EQUAL_BID ? 1 : 2);
    case KAISER_BID_KAISER:
      return 5000;
    case KAISER_BID_KAISER_40:
      return 6000;
    case KAISER_BID_PASS:
    default:
      return 0;
    }
}

gboolean
kaiser_rules_bid_valid (const KaiserRules *rules, KaiserBid bid)
{
  gboolean in_range = bid.amount >= rules->min_bid && bid.amount <= rules->max_bid;

  switch (bid.kind)
    {
    case KAISER_BID_PASS:
      return bid.amount == 0;
    case KAISER_BID_SUIT:
      return in_range;
    case KAISER_BID_LOW_NO_TRUMP:
      if (rules->low_no_trump != KAISER_LOW_OWN_BID && rules->low_no_trump != KAISER_LOW_EQUAL_BID)
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case KAISER_BID_NO_TRUMP:
      return in_range && rules->no_trump &&
             (rules->no_trump_rank != KAISER_NT_RANK_FROM_EIGHT || bid.amount >= 8);
    case KAISER_BID_KAISER:
      return bid.amount == 12 && (rules->kaiser_bid == KAISER_KAISER_SOLO || rules->kaiser_bid == KAISER_KAISER_TEAM);
    case KAISER_BID_KAISER_40:
      return bid.amount == 40 && rules->kaiser_bid == KAISER_KAISER_40;
    default:
      return FALSE;
    }
}

gint
kaiser_rules_bid_multiplier (const KaiserRules *rules, KaiserBid bid)
{
  gboolean no_trump = bid.kind == KAISER_BID_NO_TRUMP || bid.kind == KAISER_BID_LOW_NO_TRUMP ||
                      bid.kind == KAISER_BID_KAISER;
  return (no_trump && rules->no_trump_doubles) ? 2 : 1;
}

gint
kaiser_rules_target (const KaiserRules *rules, gboolean raised)
{
  return (raised && rules->no_trump_raise > 0) ? rules->no_trump_raise : rules->target;
}

gint
kaiser_rules_bid_out_limit (const KaiserRules *rules, gboolean raised)
{
  gint limit;

  raised = raised && rules->no_trump_raise > 0;
  switch (rules->bid_out)
    {
    case KAISER_BID_OUT_NONE:
      return G_MAXINT;
    case KAISER_BID_OUT_TARGET_MINUS_MIN:
      /* 002_3b286a0686278ff4.txt: "calculated by subtracting the agreed-upon
       * minimum bid from 52"; it follows the target when that is raised. */
      return kaiser_rules_target (rules, raised) - rules->min_bid;
    case KAISER_BID_OUT_ABOVE_45:
      limit = 46;   /* DENEXA: "greater than 45" */
      break;
    case KAISER_BID_OUT_47:
      limit = 47;
      break;
    case KAISER_BID_OUT_45:
    default:
      limit = 45;
      break;
    }
  if (raised)
    limit = rules->bid_out_raise == KAISER_BID_OUT_RAISE_TO_56 ? 56 : limit + 10;
  return limit;
}

/* Validation */

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  if (error)
    *error = g_error_new_valist (KAISER_ERROR, KAISER_ERROR_RULES_INVALID, format, args);
  va_end (args);
  return FALSE;
}

/* The tables the rules pages describe (000_5ed066fa22fca3eb.txt, "Kaiser
 * for 2, 3, 5 or 6 Players"): every player alone, or sides of one size
 * whose partners sit apart, every second or third seat. */
static gboolean
table_valid (const KaiserRules *rules, GError **error)
{
  guint n_seats = kaiser_rules_n_seats (rules);
  guint n_sides = kaiser_rules_n_sides (rules);

  if (n_seats < KAISER_MIN_SEATS || n_seats > KAISER_MAX_SEATS)
    return fail (error, _("A table has from %d to %d seats, not %u (seats)"), KAISER_MIN_SEATS, KAISER_MAX_SEATS, n_seats);
  for (guint s = 0; s < n_seats; s++)
    {
      KaiserTeam side = kaiser_rules_seat_side (rules, (KaiserSeat) s);

      if ((guint) side >= n_sides ||
          (guint) __builtin_popcount (kaiser_rules_side_seats (rules, side)) * n_sides != n_seats)
        return fail (error, _("Every side must have as many seats as the others (sides)"));
      if (n_sides < n_seats && kaiser_rules_seat_side (rules, kaiser_rules_seat_next (rules, (KaiserSeat) s)) == side)
        return fail (error, _("Partners may not sit side by side: seats %u and %u are on one side (sides)"),
                     s + 1, kaiser_rules_seat_next (rules, (KaiserSeat) s) + 1);
    }
  return TRUE;
}

gboolean
kaiser_rules_validate (const KaiserRules *rules, GError **error)
{
  const KaiserDeck *deck = &rules->deck;
  KaiserCards all = kaiser_deck_cards (deck);
  guint size = kaiser_cards_count (all);
  guint kitty = kaiser_rules_kitty_size (rules);
  guint n_seats = kaiser_rules_n_seats (rules);

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      gint v = kaiser_rules_get (rules, &options[i]);
      if (v < options[i].min || v > options[i].max)
        return fail (error, _("%d is out of range for %s"), v, options[i].name);
    }
  for (guint s = 0; s < KAISER_N_SUITS; s++)
    {
      guint seen = 0;

      if (deck->n_cards[s] == 0 || deck->n_cards[s] > KAISER_MAX_POWER)
        return fail (error, _("The pack must have between 1 and %d %s"),
                     KAISER_MAX_POWER, kaiser_suit_to_string ((KaiserSuit) s));
      for (guint p = 0; p < deck->n_cards[s]; p++)
        {
          if (deck->face[s][p] >= KAISER_N_FACES || (seen & (1u << deck->face[s][p])))
            return fail (error, _("The pack has a repeated or unknown face in %s"), kaiser_suit_to_string ((KaiserSuit) s));
          seen |= 1u << deck->face[s][p];
        }
    }
  if (!kaiser_cards_has (all, deck->bonus_card) || !kaiser_cards_has (all, deck->penalty_card) ||
      deck->bonus_card == deck->penalty_card)
    return fail (error, _("The bonus and penalty cards must be two different cards of the pack"));
  if (!table_valid (rules, error))
    return FALSE;
  if (size <= kitty || (size - kitty) % n_seats != 0 || (size - kitty) / n_seats > KAISER_MAX_TRICKS)
    return fail (error, _("A pack of %u cards with a kitty of %u cannot be dealt to %u players (pack, kitty, seats)"),
                 size, kitty, n_seats);
  /* Cards beyond a hand of eight lie in two-card piles ("Two Players"). */
  if ((size - kitty) / n_seats > KAISER_MAX_HELD && n_seats != 2)
    return fail (error, _("A pack of %u cards with a kitty of %u deals %u players more than eight cards each; piles are played at two players only (pack, kitty, seats)"),
                 size, kitty, n_seats);
  if ((size - kitty) / n_seats > KAISER_MAX_HELD && ((size - kitty) / n_seats - KAISER_MAX_HELD) % 2 != 0)
    return fail (error, _("A pack of %u cards with a kitty of %u leaves %u players an odd card beside their piles (pack, kitty, seats)"),
                 size, kitty, n_seats);
  /* Passing goes to a partner (or round a table of four), and the Kaiser
   * bids count on one: 000_5ed066fa22fca3eb.txt, "Card Passing" and
   * "Kaiser Bid", both written for two partnerships of two. */
  if (rules->passing != KAISER_PASSING_NONE && !table_is_default (rules))
    return fail (error, _("Cards are passed only at a table of four in two partnerships (passing, seats)"));
  if (rules->kaiser_bid != KAISER_KAISER_NONE && !table_is_default (rules))
    return fail (error, _("The Kaiser bids are played only at a table of four in two partnerships (kaiser-bid, seats)"));
  if (rules->max_bid < rules->min_bid)
    return fail (error, _("The minimum bid %d is above the maximum %d (min-bid, max-bid)"), rules->min_bid, rules->max_bid);
  if (rules->low_no_trump != KAISER_LOW_OFF && rules->low_no_trump != KAISER_LOW_ANY_BID && !rules->no_trump)
    return fail (error, _("Low no-trump needs no-trump bids (low-no-trump, no-trump)"));
  if ((rules->kaiser_bid == KAISER_KAISER_SOLO || rules->kaiser_bid == KAISER_KAISER_TEAM) && !rules->no_trump)
    return fail (error, _("A Kaiser bid is played at no-trump, but no-trump bids are off (kaiser-bid, no-trump)"));
  if (rules->no_trump_rank == KAISER_NT_RANK_FROM_EIGHT && rules->max_bid < 8)
    return fail (error, _("No-trump only from eight needs bids up to eight (no-trump-rank, max-bid)"));
  if (rules->trump_by == KAISER_TRUMP_BY_FIRST_LEAD && rules->first_lead == KAISER_LEAD_DEALER_LEFT)
    return fail (error, _("Trumps set by the high bidder’s first lead need the high bidder to lead (trump-by, first-lead)"));
  /* "the Lost Heir always counts as the highest trump": a hand without trumps has none */
  if (rules->deck.outside && rules->no_trump)
    return fail (error, _("Lost Heir’s pack is played with trumps only (pack, no-trump)"));
  if (rules->passing != KAISER_PASSING_NONE && rules->dealer_sells)
    return fail (error, _("Cards are not passed when the dealer sells the lead (passing, dealer-sells)"));
  if (rules->no_trump_raise > 0 && !rules->no_trump)
    return fail (error, _("The target cannot be raised by a made no-trump when there are no no-trump bids (no-trump-raise, no-trump)"));
  if (rules->no_trump_raise > 0 && rules->no_trump_raise <= rules->target)
    return fail (error, _("The raised target %d must be above the target %d (no-trump-raise, target)"),
                 rules->no_trump_raise, rules->target);
  if (rules->bid_to_win == KAISER_BID_TO_WIN_STEAL_FIVE && rules->bid_out != KAISER_BID_OUT_47)
    return fail (error, _("Winning by capturing the +5 card goes with the bid-out at 47 (bid-to-win, bid-out)"));
  if (kaiser_rules_bid_out_limit (rules, FALSE) != G_MAXINT && kaiser_rules_bid_out_limit (rules, FALSE) >= rules->target)
    return fail (error, _("The bid-out limit %d is not below the target %d (bid-out, target)"),
                 kaiser_rules_bid_out_limit (rules, FALSE), rules->target);
  if (rules->no_trump_raise > 0 && kaiser_rules_bid_out_limit (rules, TRUE) != G_MAXINT &&
      kaiser_rules_bid_out_limit (rules, TRUE) >= rules->no_trump_raise)
    return fail (error, _("The raised bid-out limit %d is not below the raised target %d (bid-out-raise, no-trump-raise)"),
                 kaiser_rules_bid_out_limit (rules, TRUE), rules->no_trump_raise);
  return TRUE;
}

/* JSON: {"preset": id, option: value …}, every option given. */

JsonNode *
kaiser_rules_to_json (const KaiserRules *rules)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "preset");
  json_builder_add_string_value (b, rules->id);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      const KaiserOption *o = &options[i];
      gint v = kaiser_rules_get (rules, o);

      if (o->quiet && v == 0)
        continue;
      json_builder_set_member_name (b, o->name);
      if (o->type == KAISER_OPTION_BOOL)
        json_builder_add_boolean_value (b, v != 0);
      else if (o->type == KAISER_OPTION_INT)
        json_builder_add_int_value (b, v);
      else
        json_builder_add_string_value (b, o->values[v]);
    }
  /* The table, only when it is not four seats in two partnerships: the
   * four-handed rules are written as they always were. */
  if (!table_is_default (rules))
    {
      json_builder_set_member_name (b, "seats");
      json_builder_add_int_value (b, rules->n_seats);
      json_builder_set_member_name (b, "sides");
      json_builder_begin_array (b);
      for (gint st = 0; st < rules->n_seats; st++)
        json_builder_add_int_value (b, rules->side[st]);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* "seats": n and "sides": [side of each seat] */
static gboolean
table_from_json (KaiserRules *rules, JsonNode *seats, JsonNode *sides, GError **error)
{
  guint8 side[KAISER_MAX_SEATS] = { 0 };
  gint64 n;

  if (!JSON_NODE_HOLDS_VALUE (seats) || json_node_get_value_type (seats) != G_TYPE_INT64)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “%s” has a value of the wrong type"), "seats");
      return FALSE;
    }
  n = json_node_get_int (seats);
  if (n < KAISER_MIN_SEATS || n > KAISER_MAX_SEATS)
    return kaiser_rules_set_seats (rules, (guint) CLAMP (n, 0, G_MAXINT), NULL, error);
  if (sides == NULL)
    return kaiser_rules_set_seats (rules, (guint) n, NULL, error);
  if (!JSON_NODE_HOLDS_ARRAY (sides) || json_array_get_length (json_node_get_array (sides)) != (guint) n)
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “sides” must give the side of each of the %d seats"), (gint) n);
      return FALSE;
    }
  for (guint i = 0; i < (guint) n; i++)
    {
      JsonNode *e = json_array_get_element (json_node_get_array (sides), i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) >= KAISER_MAX_SIDES)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “sides” must give the side of each of the %d seats"), (gint) n);
          return FALSE;
        }
      side[i] = (guint8) json_node_get_int (e);
    }
  return kaiser_rules_set_seats (rules, (guint) n, side, error);
}

/* "seats": i and "sides": ay, as table_from_json; takes @sides. */
static gboolean
table_from_variant (KaiserRules *rules, GVariant *seats, GVariant *sides, GError **error)
{
  g_autoptr(GVariant) owned = sides;
  const guint8 *side = NULL;
  gsize n_sides = 0;
  gint32 n;

  if (!g_variant_is_of_type (seats, G_VARIANT_TYPE_INT32))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “%s” has a value of the wrong type"), "seats");
      return FALSE;
    }
  n = g_variant_get_int32 (seats);
  if (sides)
    side = g_variant_get_fixed_array (sides, &n_sides, 1);
  if (sides && n_sides != (gsize) CLAMP (n, 0, G_MAXINT))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “sides” must give the side of each of the %d seats"), n);
      return FALSE;
    }
  for (gsize i = 0; i < n_sides; i++)
    if (side[i] >= KAISER_MAX_SIDES)
      {
        g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “sides” must give the side of each of the %d seats"), n);
        return FALSE;
      }
  return kaiser_rules_set_seats (rules, (guint) CLAMP (n, 0, G_MAXINT), side, error);
}

/* Start from the preset (standard if none), apply every member, validate. */
static gboolean
rules_from_members (const char *preset, GVariant *dict, JsonObject *obj, KaiserRules *rules, GError **error)
{
  KaiserRules r;
  g_autoptr(GList) members = NULL;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (!kaiser_rules_init_preset (&r, preset ? preset : "standard", error))
    return FALSE;

  if (obj)
    members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode *m = json_object_get_member (obj, name);
      const KaiserOption *o = kaiser_rules_find_option (name);
      g_autofree char *text = NULL;

      if (g_str_equal (name, "preset") || g_str_equal (name, "sides"))
        continue;
      if (g_str_equal (name, "seats"))
        {
          if (!table_from_json (&r, m, json_object_get_member (obj, "sides"), error))
            return FALSE;
          continue;
        }
      if (o == NULL)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: unknown option “%s”"), name);
          return FALSE;
        }
      if (JSON_NODE_HOLDS_VALUE (m) && o->type == KAISER_OPTION_BOOL && json_node_get_value_type (m) == G_TYPE_BOOLEAN)
        text = g_strdup (json_node_get_boolean (m) ? "true" : "false");
      else if (JSON_NODE_HOLDS_VALUE (m) && o->type == KAISER_OPTION_INT && json_node_get_value_type (m) == G_TYPE_INT64)
        text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (m));
      else if (o->type == KAISER_OPTION_ENUM && kaiser_json_string (m))
        text = g_strdup (kaiser_json_string (m));
      else
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “%s” has a value of the wrong type"), name);
          return FALSE;
        }
      if (!kaiser_rules_set (&r, name, text, error))
        return FALSE;
    }

  if (dict)
    {
      g_variant_iter_init (&iter, dict);
      while (g_variant_iter_loop (&iter, "{&sv}", &key, &value))
        {
          if (g_str_equal (key, "preset") || g_str_equal (key, "sides"))
            continue;
          if (g_str_equal (key, "seats"))
            {
              if (!table_from_variant (&r, value, g_variant_lookup_value (dict, "sides", G_VARIANT_TYPE ("ay")), error))
                return FALSE;
              continue;
            }
          if (kaiser_rules_find_option (key) == NULL)
            {
              g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: unknown option “%s”"), key);
              return FALSE;
            }
          if (!kaiser_rules_set_variant (&r, key, value, error))
            return FALSE;
        }
    }

  /* The name follows the options: a preset's own values keep its name. */
  if (kaiser_rules_match_preset (&r))
    set_id (&r, kaiser_rules_match_preset (&r));
  if (!kaiser_rules_validate (&r, error))
    return FALSE;
  *rules = r;
  return TRUE;
}

gboolean
kaiser_rules_from_json (JsonNode *node, KaiserRules *rules, GError **error)
{
  JsonObject *obj;
  const char *preset = "standard";

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules must be a JSON object"));
      return FALSE;
    }
  obj = json_node_get_object (node);
  if (json_object_has_member (obj, "preset"))
    {
      preset = kaiser_json_member_string (obj, "preset");
      if (preset == NULL)
        {
          g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules: “preset” must be a string"));
          return FALSE;
        }
      /* "custom" rules list every option */
      if (g_str_equal (preset, "custom"))
        preset = "standard";
    }
  return rules_from_members (preset, NULL, obj, rules, error);
}

GVariant *
kaiser_rules_to_variant (const KaiserRules *rules)
{
  GVariantBuilder b;

  g_variant_builder_init (&b, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&b, "{sv}", "preset", g_variant_new_string (rules->id));
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      const KaiserOption *o = &options[i];
      gint v = kaiser_rules_get (rules, o);
      GVariant *value;

      if (o->quiet && v == 0)
        continue;
      if (o->type == KAISER_OPTION_BOOL)
        value = g_variant_new_boolean (v != 0);
      else if (o->type == KAISER_OPTION_INT)
        value = g_variant_new_int32 (v);
      else
        value = g_variant_new_string (o->values[v]);
      g_variant_builder_add (&b, "{sv}", o->name, value);
    }
  /* the table, as in JSON: only when not four seats in two partnerships */
  if (!table_is_default (rules))
    {
      g_variant_builder_add (&b, "{sv}", "seats", g_variant_new_int32 (rules->n_seats));
      g_variant_builder_add (&b, "{sv}", "sides",
                             g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, rules->side, rules->n_seats, 1));
    }
  return g_variant_builder_end (&b);
}

gboolean
kaiser_rules_from_variant (GVariant *variant, KaiserRules *rules, GError **error)
{
  const char *preset = "standard";

  if (variant == NULL || !g_variant_is_of_type (variant, G_VARIANT_TYPE_VARDICT))
    {
      g_set_error (error, KAISER_ERROR, KAISER_ERROR_RULES_INVALID, _("Rules must be a dictionary (a{sv})"));
      return FALSE;
    }
  g_variant_lookup (variant, "preset", "&s", &preset);
  if (g_str_equal (preset, "custom"))
    preset = "standard";
  return rules_from_members (preset, variant, NULL, rules, error);
}
