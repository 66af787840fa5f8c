"""Scream! drawn for the phone's page: the hand and the table as rows of cards, each
choice aimed at the card it is about, what each kind of choice does with the rulebook's
section, and how the game is won (table/seat/private.py: the drawing). Loaded only where
a view is drawn; the words a seat reads are table/seat/scream.py's."""

from table.seat.drawing import card_of, form

GOAL = "Lowest total after 3 rounds wins (Scream! rules, Goal)"


def _card(pair, slid, seen):
    """A card as the page draws it: [value or "?", what is known, flags]."""
    if pair is None:
        return ["", "none", "g"]
    value = "?" if pair[0] is None else str(pair[0])
    said = "up" if pair[1] else "down, seen" if pair[0] is not None else "down"
    if slid:
        return [value, said + ", slid", "f" if pair[1] else "d f"]
    return [value, said, "" if pair[1] else "d"]


def _site(sites, p, forward):
    cards = sites[p]
    return [_card(cards[i], [p, i] in forward, 0) for i in range(len(cards))]


def rows(mine, public, me, names, module):
    sites = mine["campsites"]
    forward = public["forward"]
    if me >= 0:
        yield {"title": "Your campsite", "who": me, "cards": _site(sites, me, forward)}
        drawn = mine["drawn"]
        if drawn is not None and public["turn"] == me:
            card = _card(drawn, False, 0)
            card[1] = "in hand, from the " + (mine["drawn_from"] or "deck")
            yield {"title": "In your hand", "who": "hand", "cards": [card]}
    tops = mine["deck_top"]
    piles = []
    for i in range(2):
        card = _card(tops[i] if i < len(tops) else [None, False], False, 0)
        card[1] = "deck top" if i == 0 else "deck 2nd"
        piles.append(card)
    piles[0][1] += ", %d cards" % mine["deck_size"]
    pile = mine["discard_pile"]
    for i in (1, 2):
        if len(pile) >= i:
            card = _card([pile[-i], mine["discard_face_up"][-i]], False, 0)
            card[1] = "discard top" if i == 1 else "discard 2nd"
            piles.append(card)
    if me < 0 and mine["drawn"] is not None:
        card = _card(mine["drawn"], False, 0)
        card[1] = "drawn"
        piles.append(card)
    yield {"title": "Deck and discard", "who": "piles", "cards": piles}
    for p in range(len(names)):
        if p != me:
            yield {
                "title": names[p][:1].upper() + names[p][1:],
                "who": p,
                "cards": _site(sites, p, forward),
            }


_PILES = ("the deck top", "the 2nd deck card", "the discard top", "the 2nd discard")


def aim(label, me, names, public, module):
    """The choice's kind and the card it is about (see table/seat/private.py)."""
    kind = form(label)
    if label.startswith("Plays the drawn") or label.startswith("Claims a "):
        kind = label  # what it does depends on the card's value
    for i in range(len(_PILES)):
        if _PILES[i] in label:
            return kind, "piles", i
    who, number = card_of(label, "card ", names)
    if number < 0:
        who, number = card_of(label, "place ", names)
    if number < 0:
        return kind, None, -1
    return kind, me if who is None else who, number - 1


# What each kind of choice does (its form=words|the rulebook's section), a line a kind
_WHAT = (
    "\nDraws from the deck=Take the deck's top card: only you see it. Keep it, play its"
    " action or discard it.|Drawing a Card"
    "\nTakes the top discard=Take the discard pile's top card: it can only go into your"
    " campsite.|Drawing a Card"
    "\nScreams=End the round: the others get one last turn. Lowest total then scores 0, else"
    " you add 10.|Scream"
    "\nKeeps the card, sliding card #=Keep the drawn card: tap a card of your campsite to"
    " slide it out; more may follow.|Using a Card to Replace Cards in Your Campsite"
    "\nKeeps the card in place of card #=Keep the drawn card in place of the card you tap."
    "|Using a Card to Replace Cards in Your Campsite"
    "\nDiscards the drawn #=Discard it face up; your turn ends.|Discarding a Card"
    "\nSlides card #=Slide this card out too: face-up ones must match, face-down ones may be"
    " challenged.|Steps to Replace Cards in Your Campsite"
    "\nSlides card # last=Slide this card out too, and stop choosing.|Steps to Replace"
    " Cards in Your Campsite"
    "\nPuts it in place of card #=Stop sliding: the new card takes this card's place.|Steps"
    " to Replace Cards in Your Campsite"
    "\nClaims the slid cards match=Stop sliding, saying the face-down cards match: anyone"
    " may challenge.|Challenging"
    "\nDiscards the slid cards=Stop sliding and discard them.|Steps to Replace Cards in Your"
    " Campsite"
    "\nChallenges X=Say they bluff. Right: they take their cards back and you may discard"
    " one. Wrong: you take a penalty card.|Challenging"
    "\nDoes not challenge=Let the claim stand.|Challenging"
    "\nDiscards card # to the bottom=Your reward: put one of your cards under the discard"
    " pile.|Successful Challenge"
    "\nDiscards nothing=Keep all your cards.|Successful Challenge"
    "\nAdds the card at the left end of X=The extra card goes at this end.|Successful"
    " Challenge"
    "\nAdds the card at the right end of X=The extra card goes at this end.|Successful"
    " Challenge"
    "\nPuts the new card at place #=The new card goes where the card you tap was.|Steps to"
    " Replace Cards in Your Campsite"
    "\nViews card # of X=Look at the card you tap, secretly.|Card Actions"
    "\nViews card # of X to exchange=Look at the card you tap; then you may swap it.|Card 12"
    "\nExchanges card # of X=Tap the first card of the swap.|Card 11"
    "\nExchanges it with card # of X=Tap the card it swaps places with.|Card 11"
    "\nDoes not exchange=Leave both cards where they are.|Card 12"
    "\nDiscards card # of X=Discard the card you tap, as it lies.|Card 10"
    "\nDiscards card # of X as lower than #=Discard the card you tap, saying it is lower than"
    " 8: anyone may challenge.|Card 8"
    "\nPushes card # forward=Push a face-down card of yours forward; then claim what it is."
    "|Card 7"
    "\nPicks the number #=Secretly choose a face-up number; then slide a card you say has"
    " it.|Card 9"
    "\nSlides card # of X as the number=Slide the card you tap, saying it has your number:"
    " anyone may challenge.|Card 9"
    "\nGives the top deck card to X=The deck's top card goes to this camper, as it lies.|Card"
    " 13"
    "\nPicks in X's campsite=Choose the campsite your card action works in.|Card Actions"
    "\nSkips the claimed action=Use none of the claimed action.|Card 7"
    "\n"
)

# Each card action (5-13) in our own words, by value
_ACTIONS = (
    "Look at any one card, secretly.",
    "Look at any two cards, secretly.",
    "Push a face-down card of yours forward and claim it is a 5, 6 or 8-13: if nobody catches"
    " you, use that card's action.",
    "Discard a card lower than 8, from anywhere.",
    "Choose a face-up number secretly, then discard a card you say has it.",
    "Discard any two cards, from anywhere.",
    "Swap two cards, anywhere.",
    "Look at one card, then you may swap it with another.",
    "Give the deck's top card to any camper.",
)


def explain(kind, public, module):
    """(what a kind of choice does, its rulebook section)."""
    rule = "Scream! rules, "
    if kind.startswith("Plays the drawn ") or kind.startswith("Claims a "):
        value = int(kind.split(" ")[-1])
        words = _ACTIONS[value - 5] if 5 <= value <= 13 else ""
        if kind.startswith("Claims"):
            words = "Claim the pushed card is a %d: %s Anyone may challenge." % (value, words)
            return words, rule + "Card 7"
        return "Use its action: " + words, rule + "Card %d" % value
    for pile in ("the deck top", "the #nd deck card", "the discard top", "the #nd discard"):
        kind = kind.replace(pile, "card # of X")  # a pile's card is told as any card
    at = _WHAT.find("\n" + kind + "=")
    if at < 0:
        return "", rule + "Game Turns"
    at += len(kind) + 2
    what, _, section = _WHAT[at : _WHAT.find("\n", at)].partition("|")
    return what, rule + section
