/* kaiser-advice-text.h: the Hint in words.
 *
 * The one line the Hint shows for a KaiserAdvice (kaiser-advice.h): the
 * advised action and why, "Hint: Pass — over 48 likely deals your side
 * comes out 2.0 points behind on average; 8 would come out 3.1 points
 * behind, set in 62% of them"; for a card, what it does in the trick
 * when the deals make it clear first ("Hint: Ace of Clubs — wins the
 * trick in most deals; over 80 likely deals …").  Translated in the
 * gettext domain GETTEXT_PACKAGE (as src/engine is), numbers written with
 * the decimal point of LC_NUMERIC.  No GTK: the window shows the line in
 * its panel, under the table. */
#pragma once

#include "kaiser-advice.h"
#include "kaiser-engine.h"

G_BEGIN_DECLS

/* An action as the Hint names it, and the choice buttons the trumps:
 * "Queen of Hearts", "8 No Trump", "♥ Hearts", "play it low", "keep the
 * hand".  st gives the deck the cards are named from, @names what the
 * card theme calls them (NULL: the usual names).  Free with g_free. */
char *kaiser_advice_describe_action (const KaiserState *st, const KaiserCardNames *names, const KaiserAction *action);

/* The Hint's one-line text for advice given in state st (st's legal
 * actions tell "the only choice you have").  Free with g_free. */
char *kaiser_advice_describe (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice);

/* The reason alone of advice by a rule of thumb (KAISER_ADVICE_RULE
 * with a rule), what the Hint says after the action's name: "a sure
 * winner: no one else can hold a higher card of its suit", "your
 * partner’s King of Clubs is winning the trick: give it the +5"; NULL
 * for KAISER_RULE_NONE.  Free with g_free. */
char *kaiser_advice_rule_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice);

/* The reason of advice in words, without its figures (the Hint's, in
 * the second person): a rule of thumb's reason, or what a card does in
 * the trick where the deals make it clear ("wins the trick in most
 * deals"); NULL for none.  Free with g_free. */
char *kaiser_advice_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice);

/* A computer seat's reason, for the review: in the third person and in
 * a player's words, no figures; @who is the subject ("West", or "A player
 * of its level"): "West plays the King of Diamonds to win the trick and
 * keep the lead", "West gives the +5 to partner’s Ace of Clubs, which is
 * winning the trick", "North passes: its hand looks too weak for the next
 * bid".  NULL where nothing is known (a rule of thumb not named).  Free
 * with g_free. */
char *kaiser_advice_seat_reason (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice,
                                 const char *who);

/* The figures behind advice, for players who want them: the deals tried
 * and the values of the choice and of the next best ("over 48 likely
 * deals your side comes out 2.0 points behind on average; 8 would come
 * out 3.1 points behind, set in 62% of them"), or the hand's worth;
 * @seat names the side in the third person ("West’s side comes out…"),
 * NULL for the player's.  NULL for advice by a rule of thumb, which has
 * none.  Free with g_free. */
char *kaiser_advice_figures (const KaiserState *st, const KaiserCardNames *names, const KaiserAdvice *advice,
                             const char *seat);

G_END_DECLS
