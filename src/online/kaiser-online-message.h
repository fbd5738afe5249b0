/* kaiser-online-message.h: the messages of a table shared online
 * (issue 26), as JSON payloads, and back.
 *
 * The protocol is described in docs/online-protocol.md.  The host's
 * engine is the only authority: each client sends the host its decisions
 * (join, action, chat, leave); the host answers the sender alone
 * (seated, refused, view, record) and tells the whole room what is
 * public (table, said).  A view is built from the engine's observation of
 * one seat (kaiser_game_observe), so it never holds a card that seat may
 * not see.  Every payload read from outside goes through
 * kaiser_online_message_parse: at most KAISER_ONLINE_MAX_SIZE bytes
 * (larger is refused before it is looked at), strict JSON through the
 * gate of kaiser-json.h, nested at most KAISER_ONLINE_MAX_DEPTH deep, and
 * every member checked.  This layer knows no transport: the payload is
 * the text of one stanza's <kaiser/> element.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "kaiser-engine.h"

G_BEGIN_DECLS

#define KAISER_ONLINE_PROTOCOL   1
/* The XML namespace of the element carrying a payload in a stanza. */
#define KAISER_ONLINE_NAMESPACE  "urn:io.github.threespot:kaiser:1"
/* The largest payload read or written, in bytes. */
#define KAISER_ONLINE_MAX_SIZE   (64 * 1024)
/* The deepest a payload may be nested (a view's trick cards are 5 deep). */
#define KAISER_ONLINE_MAX_DEPTH  8
/* Limits of the texts, in characters. */
#define KAISER_ONLINE_MAX_NAME   40
#define KAISER_ONLINE_MAX_TEXT   500
/* A game's record is sent in parts of at most this many bytes of its
 * compact JSON text, so that each payload stays within
 * KAISER_ONLINE_MAX_SIZE however long the game (a record escaped into a
 * JSON string at most doubles); a record of more parts than
 * KAISER_ONLINE_MAX_PARTS (16 MiB, the most a record may be) is refused. */
#define KAISER_ONLINE_PART_SIZE  30000
#define KAISER_ONLINE_MAX_PARTS  ((KAISER_JSON_MAX_SIZE + KAISER_ONLINE_PART_SIZE - 1) / KAISER_ONLINE_PART_SIZE)

#define KAISER_ONLINE_ERROR (kaiser_online_error_quark ())
GQuark kaiser_online_error_quark (void);

/* Why a message is refused; each is the "code" of a refused message
 * (kaiser_online_error_to_string).  kaiser_online_message_parse gives
 * VERSION, TOO_LARGE and MALFORMED; kaiser_online_check_action STALE,
 * NOT_YOUR_TURN and ILLEGAL; the others are the host's to give. */
typedef enum {
  KAISER_ONLINE_ERROR_VERSION,        /* "version": another version of the protocol */
  KAISER_ONLINE_ERROR_FULL,           /* "full": no seat is free */
  KAISER_ONLINE_ERROR_SEAT_TAKEN,     /* "seat-taken": the seat asked for is not free */
  KAISER_ONLINE_ERROR_NOT_YOUR_TURN,  /* "not-your-turn": the sender's seat is not to act */
  KAISER_ONLINE_ERROR_STALE,          /* "stale": the action answers a position that has passed */
  KAISER_ONLINE_ERROR_ILLEGAL,        /* "illegal": the rules do not allow that action now */
  KAISER_ONLINE_ERROR_MALFORMED,      /* "malformed": not a message of this protocol */
  KAISER_ONLINE_ERROR_TOO_LARGE,      /* "too-large": more than KAISER_ONLINE_MAX_SIZE bytes */
  KAISER_ONLINE_ERROR_NOT_MEMBER,     /* "not-member": the sender is not at the table */
  KAISER_ONLINE_ERROR_FLOOD,          /* "flood": too many messages */
  KAISER_ONLINE_ERROR_CHAT_CLOSED,    /* "chat-closed": no talk during a hand */
  KAISER_ONLINE_N_ERRORS,
} KaiserOnlineError;

const char *kaiser_online_error_to_string (KaiserOnlineError code);
gboolean    kaiser_online_error_from_string (const char *text, KaiserOnlineError *code);

typedef enum {
  /* client → host, privately */
  KAISER_ONLINE_JOIN,
  KAISER_ONLINE_ACTION,
  KAISER_ONLINE_CHAT,
  KAISER_ONLINE_LEAVE,
  /* host → one client, privately */
  KAISER_ONLINE_SEATED,
  KAISER_ONLINE_REFUSED,
  KAISER_ONLINE_VIEW,
  KAISER_ONLINE_RECORD,
  /* host → the room */
  KAISER_ONLINE_TABLE,
  KAISER_ONLINE_SAID,
  KAISER_ONLINE_N_TYPES,
} KaiserOnlineType;

/* "join", "action" … as the "type" member spells them. */
const char *kaiser_online_type_to_string (KaiserOnlineType type);
gboolean    kaiser_online_type_from_string (const char *text, KaiserOnlineType *type);

/* Who sits at a seat, in a table message. */
typedef enum {
  KAISER_ONLINE_SEAT_HOST,
  KAISER_ONLINE_SEAT_PERSON,
  KAISER_ONLINE_SEAT_COMPUTER,
  KAISER_ONLINE_SEAT_OPEN,
  KAISER_ONLINE_SEAT_DROPPED,   /* a person gone: a computer takes over after grace_ms */
  KAISER_ONLINE_N_SEAT_KINDS,
} KaiserOnlineSeatKind;

const char *kaiser_online_seat_kind_to_string (KaiserOnlineSeatKind kind);
gboolean    kaiser_online_seat_kind_from_string (const char *text, KaiserOnlineSeatKind *kind);

typedef struct {
  KaiserSeat           seat;
  KaiserOnlineSeatKind kind;
  char                *name;      /* the player's name, or NULL */
  char                *level;     /* a computer's level ("standard"), or NULL */
  gint64               grace_ms;  /* a dropped seat's countdown; -1 for none */
} KaiserOnlineSeatInfo;

/* One message.  Which members mean something depends on the type; the
 * others are zero (NULL, KAISER_SEAT_NONE for the seats). */
typedef struct {
  KaiserOnlineType     type;
  KaiserSeat           seat;     /* join: the seat wanted, KAISER_SEAT_NONE for any; seated, view, said */
  char                *name;     /* join, said: the player's name */
  char                *app;      /* join: the client's version */
  char                *host;     /* seated, table: the host's name */
  char                *text;     /* chat, said, refused; record: this part of the record's text */
  KaiserOnlineError    code;     /* refused */
  guint                n;        /* action, view: the number of actions of the game so far */
  KaiserAction         action;   /* action: its seat is KAISER_SEAT_NONE until the host sets the sender's */
  KaiserRules          rules;    /* seated, table; action: the table's */
  KaiserObservation    observation;  /* view */
  guint                n_legal;  /* view: 0 when the seat is not to act */
  KaiserAction         legal[KAISER_MAX_ACTIONS];
  /* view, once the hand is over: the game as it stood before the hand,
   * from which the reader scores the hand again (the observation's
   * result and winner) and checks it against the scores now */
  gint                 before_scores[KAISER_MAX_SIDES];
  gboolean             before_target_raised;
  gint                 before_pot;
  guint                n_seats;  /* table: one a seat of the rules, in seat order */
  KaiserOnlineSeatInfo seats[KAISER_MAX_SEATS];
  gboolean             chat;     /* table: talk is allowed now */
  guint                part;     /* record: this part, 1 … parts */
  guint                parts;
} KaiserOnlineMessage;

/* A message of that type with nothing set (kaiser_online_message_free). */
KaiserOnlineMessage *kaiser_online_message_new (KaiserOnlineType type);
void                 kaiser_online_message_free (KaiserOnlineMessage *message);
/* Frees what the members hold and zeroes them (for one on the stack). */
void                 kaiser_online_message_clear (KaiserOnlineMessage *message);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KaiserOnlineMessage, kaiser_online_message_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KaiserOnlineMessage, kaiser_online_message_clear)

/* Constructors.  Texts are copied as given: check what people typed with
 * kaiser_online_check_name and _check_text first, since a message holding
 * a text the protocol does not allow is refused where it is read. */
KaiserOnlineMessage *kaiser_online_message_new_join (const char *name, KaiserSeat seat, const char *app);
/* The action decided at the position after n actions of the game, under
 * the table's rules (which name its card). */
KaiserOnlineMessage *kaiser_online_message_new_action (const KaiserRules *rules, guint n, const KaiserAction *action);
KaiserOnlineMessage *kaiser_online_message_new_chat (const char *text);
KaiserOnlineMessage *kaiser_online_message_new_seated (KaiserSeat seat, const KaiserRules *rules, const char *host);
/* The text is cleaned (a control character becomes a space) and cut to
 * KAISER_ONLINE_MAX_TEXT characters, so that any message can be sent. */
KaiserOnlineMessage *kaiser_online_message_new_refused (KaiserOnlineError code, const char *text);
/* A refusal saying error: its code when it is a KAISER_ONLINE_ERROR,
 * "malformed" otherwise. */
KaiserOnlineMessage *kaiser_online_message_new_refused_from_error (const GError *error);
/* What seat sees of the game now: the engine's observation of that seat,
 * and its legal actions when it is to act. */
KaiserOnlineMessage *kaiser_online_message_new_view (KaiserGame *game, KaiserSeat seat);
/* A table message with every seat of rules open; fill in the seats. */
KaiserOnlineMessage *kaiser_online_message_new_table (const KaiserRules *rules, const char *host, gboolean chat);
void                 kaiser_online_message_set_seat (KaiserOnlineMessage *table,
                                                     KaiserSeat           seat,
                                                     KaiserOnlineSeatKind kind,
                                                     const char          *name,
                                                     const char          *level,
                                                     gint64               grace_ms);
KaiserOnlineMessage *kaiser_online_message_new_said (KaiserSeat seat, const char *name, const char *text);
/* The record of game (over) as record messages, parts 1 … n, in order
 * (a GPtrArray of KaiserOnlineMessage, freeing them). */
GPtrArray           *kaiser_online_message_new_record (KaiserGame *game);

/* The message as one payload: compact JSON, UTF-8, no newline.  NULL
 * (with a critical) for one larger than KAISER_ONLINE_MAX_SIZE, which the
 * protocol's limits on its members rule out. */
char                *kaiser_online_message_to_text (const KaiserOnlineMessage *message);
JsonNode            *kaiser_online_message_to_json (const KaiserOnlineMessage *message);

/* Read one payload (length bytes, or up to its NUL if negative) into
 * *out (cleared first; on failure it holds nothing, but the type when
 * that was read).  rules are the table's
 * (from the seated or table message), needed to read an action or a view
 * and to check seat letters; NULL before they are known, when those are
 * refused.  A seat letter beyond the table is refused.  Fails with
 * KAISER_ONLINE_ERROR_TOO_LARGE, _VERSION (naming both versions) or
 * _MALFORMED (saying what is wrong). */
gboolean kaiser_online_message_parse (const char          *text,
                                      gssize               length,
                                      const KaiserRules   *rules,
                                      KaiserOnlineMessage *out,
                                      GError             **error);

/* The host's check of an action message from the player at seat: it
 * answers the position now (n is the game's number of actions, else
 * STALE), seat is to act (else NOT_YOUR_TURN) and the action is legal
 * (else ILLEGAL).  On success *action is the action, of seat, to apply. */
gboolean kaiser_online_check_action (KaiserGame                *game,
                                     KaiserSeat                 seat,
                                     const KaiserOnlineMessage *message,
                                     KaiserAction              *action,
                                     GError                   **error);

/* Whether text is a player's name the protocol carries: 1 … 40
 * characters, not only white space, no control character
 * (kaiser_online_check_text). */
gboolean kaiser_online_check_name (const char *name, GError **error);
/* Whether text is valid UTF-8 of 1 … max_chars characters without a
 * control character: C0, DEL, C1, the line and paragraph separators, and
 * the bidirectional embeddings, overrides and isolates (a name or a line
 * of chat could otherwise turn the text shown after it around).  what
 * names it in the error ("name", "text"). */
gboolean kaiser_online_check_text (const char *text, guint max_chars, const char *what, GError **error);

/* Gathers the parts of a record (kaiser_online_message_new_record) as
 * they come, in order. */
typedef struct {
  GString *text;
  guint    parts;     /* 0 before the first part */
  guint    received;
} KaiserOnlineRecordReader;

void     kaiser_online_record_reader_init (KaiserOnlineRecordReader *reader);
void     kaiser_online_record_reader_clear (KaiserOnlineRecordReader *reader);
/* Adds one record message.  Returns FALSE (MALFORMED) for a part out of
 * order or a record that does not load (kaiser_record_load_data: the
 * record is replayed and checked); the reader is then reset.  Once the
 * last part is in, *game is the game (else NULL) and the reader is reset. */
gboolean kaiser_online_record_reader_add (KaiserOnlineRecordReader  *reader,
                                          const KaiserOnlineMessage *message,
                                          KaiserGame               **game,
                                          GError                   **error);

G_END_DECLS
