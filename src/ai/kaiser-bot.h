/* kaiser-bot.h: external players that speak JSON lines, and the JSON
 * form of observations and actions.
 *
 * The protocol is described in docs/bot-protocol.md.  A KaiserBot is one
 * program run for one seat: it is sent a "hello" line, then one "decide"
 * request per decision (the seat's observation, the rules and every legal
 * action), and answers each with one line holding one action; at the end
 * it is sent "bye".  Everything sent is built from a KaiserObservation,
 * so another seat's hidden cards can never reach a bot.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_BOT_PROTOCOL           1
#define KAISER_BOT_DEFAULT_TIMEOUT_MS 2000
/* Added to the first decision's time, for the program's start-up (an
 * interpreter, imports, a model loaded on a busy machine). */
#define KAISER_BOT_DEFAULT_STARTUP_MS 10000
/* A bot that lets this many decisions in a row pass without an answer is stopped. */
#define KAISER_BOT_MAX_TIMEOUTS       3

#define KAISER_BOT_ERROR (kaiser_bot_error_quark ())
GQuark kaiser_bot_error_quark (void);

typedef enum {
  KAISER_BOT_ERROR_START,     /* the program could not be started */
  KAISER_BOT_ERROR_JUNK,      /* answered a line that is not an action */
  KAISER_BOT_ERROR_ILLEGAL,   /* answered an action that is not legal now */
  KAISER_BOT_ERROR_TIMEOUT,   /* did not answer in time */
  KAISER_BOT_ERROR_DIED,      /* exited or closed its pipes (or was stopped after too many timeouts) */
  KAISER_BOT_ERROR_STOPPED,   /* asked again after it died or was stopped */
} KaiserBotError;

/* Actions as JSON: {"type":"play","card":"QH"}, {"type":"bid","bid":"7nt"},
 * {"type":"trump","suit":"hearts"}, {"type":"misdeal","call":true},
 * {"type":"pass_card","card":"AS"}, {"type":"low","low":false},
 * {"type":"discard","card":"8C"}.  The seat is not part of the object. */
const char *kaiser_bot_action_type_to_string (KaiserActionType type);
gboolean    kaiser_bot_action_type_from_string (const char *text, KaiserActionType *type);
JsonNode   *kaiser_bot_action_to_json (const KaiserRules *rules, const KaiserAction *action);
/* The action of seat that node describes: fails (KAISER_BOT_ERROR_JUNK)
 * if node is not such an object.  Does not check that it is legal. */
gboolean    kaiser_bot_action_from_json (const KaiserRules *rules,
                                         KaiserSeat         seat,
                                         JsonNode          *node,
                                         KaiserAction      *action,
                                         GError           **error);
/* The same from one line of text. */
gboolean    kaiser_bot_action_from_line (const KaiserRules *rules,
                                         KaiserSeat         seat,
                                         const char        *line,
                                         KaiserAction      *action,
                                         GError           **error);
/* Is action one of the legal actions of the observation's seat? */
gboolean    kaiser_bot_action_is_legal (const KaiserObservation *obs, const KaiserAction *action);

/* The seat's observation as a JSON object (docs/bot-protocol.md). */
JsonNode   *kaiser_bot_observation_to_json (const KaiserObservation *obs);
/* The observation a "decide" request carries, read back: equal, byte for
 * byte, to the one it was made from, so a player given it decides as it
 * would in the arena (kaiser-cli bot).  Fails (KAISER_BOT_ERROR_JUNK) on
 * a request that is not a well-formed "decide". */
gboolean    kaiser_bot_observation_from_decide (JsonNode *request, KaiserObservation *obs, GError **error);
/* Every legal action of the observation's seat, as an array. */
JsonNode   *kaiser_bot_legal_to_json (const KaiserObservation *obs);
/* The requests: {"type":"hello",…}, {"type":"decide",…}, {"type":"bye"}.
 * The hello's seed is the one the arena would give its own player at
 * that seat: a bot may seed its random stream with it, so a run repeats. */
JsonNode   *kaiser_bot_hello_request (KaiserSeat seat, guint64 seed);
JsonNode   *kaiser_bot_decide_request (const KaiserObservation *obs);
JsonNode   *kaiser_bot_bye_request (void);
/* One line of compact JSON, without the newline. */
char       *kaiser_bot_json_to_line (JsonNode *node);

/* A bot program playing one seat. */
typedef struct _KaiserBot KaiserBot;

/* Start "PROGRAM ARGS…" (split as the shell would, without running a
 * shell) and send it the hello line, with seed.  Each decision has timeout_ms; the
 * first has KAISER_BOT_DEFAULT_STARTUP_MS more (kaiser_bot_set_startup_ms).
 * Its stdout is read in lines: one longer than 1 MiB is one junk answer
 * and the rest of it is skipped.  Its stderr goes to ours, the first
 * 64 KiB of it, then one line saying it is cut; the rest is read and
 * dropped, so the bot never blocks on it. */
KaiserBot  *kaiser_bot_new (const char *command, KaiserSeat seat, guint64 seed, guint timeout_ms, GError **error);
/* The time added to the first decision's, for the bot's start-up. */
void        kaiser_bot_set_startup_ms (KaiserBot *bot, guint startup_ms);
/* Send bye, give the program a moment to exit, then kill it. */
void        kaiser_bot_free (KaiserBot *bot);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserBot, kaiser_bot_free)

/* Ask for the action of obs's seat (obs->seat must be the bot's seat and
 * to act).  On failure the error (KAISER_BOT_ERROR) says what the bot
 * did, quoting what it said; the action is then unset. */
gboolean    kaiser_bot_decide (KaiserBot *bot, const KaiserObservation *obs, KaiserAction *action, GError **error);
/* FALSE once the bot died or was stopped. */
gboolean    kaiser_bot_is_running (KaiserBot *bot);
const char *kaiser_bot_get_command (KaiserBot *bot);

G_END_DECLS
