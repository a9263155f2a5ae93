"""The system's one entry: which rules speak in this auction, and the call they choose.

``rules_for(ctx)`` finds the situation (an opening, a response, opener's rebid, a
no-trump sequence, an overcall, an advance, a negative double, an answer to Blackwood)
and returns its rules, first choice first, the slam tries of a partnership in the slam
zone (``slam.tries``) and the control-showing cue bids after a major is agreed at the
three level (``cue_bids``) before them; ``choose(ctx, hand)`` takes the first rule
that is legal and fits the hand, and asks the captain (``placement``) when none does.
The reader (``reader``) calls the same ``rules_for`` to learn what a call showed.

>>> from bridgeclub.bots.bidding.evaluation import Evaluation
>>> ctx = Context.build("N", [])
>>> choose(ctx, Evaluation.of("SA SK S2 HQ HJ H3 DK D9 D8 D4 CA C6 C5".split())).why
'15-17 points, balanced'
"""

from __future__ import annotations

from bridgeclub.bots.bidding import (
    blackwood,
    competitive,
    contested,
    cue_bids,
    doubler,
    game_tries,
    gerber,
    jacoby,
    lead_directing,
    notrump,
    notrump_doubled,
    notrump_interference,
    notrump_minors,
    opener_third,
    openings,
    overcalls,
    placement,
    preempts,
    rebids,
    responder_rebids,
    responses,
    slam,
    strong,
    two_suited,
)
from bridgeclub.bots.bidding.context import Context, cheapest, level_of, strain_of
from bridgeclub.bots.bidding.evaluation import SUITS, Evaluation
from bridgeclub.bots.bidding.rule import Rule, name


def _actions(calls: list[str]) -> list[str]:
    return [c for c in calls if c != "P"]


def _partner_index(ctx: Context) -> int:
    return len(ctx.calls) - 2


def rules_for(ctx: Context) -> list[Rule]:
    """The rules that speak for the seat to call, in this auction. Right after the
    opponents' artificial bid a double is lead-directing (``lead_directing``), whatever
    it would have meant otherwise."""
    lead = lead_directing.rules(ctx)
    if lead:
        return lead + [r for r in _rules_for(ctx) if r.call != "X"]
    cues = cue_bids.later(ctx)
    if cues is not None:
        return cues
    rest = slam.tries(ctx) + _rules_for(ctx)
    return cue_bids.strong_raise(ctx) + \
        cue_bids.starts(ctx, [r for r in rest if r.call == "4NT"]) + rest


def _rules_for(ctx: Context) -> list[Rule]:
    if ctx.opener is None:
        return openings.rules(ctx)
    if len(ctx.calls) >= 2 and ctx.partner_call == "4NT" and ctx.rho_call == "P" and \
            blackwood.is_blackwood(ctx, _partner_index(ctx)):
        return slam.answers()
    if slam.asks_kings(ctx):
        return slam.king_answers()
    if slam.is_quantitative(ctx) and (len(_actions(ctx.mine)) >= 2 or ctx.opener != ctx.me):
        return slam.quantitative_answers(ctx)
    if len(ctx.calls) >= 2 and ctx.partner_call == "4C" and ctx.rho_call == "P" and \
            ctx.system.gerber and gerber.is_gerber(ctx, _partner_index(ctx)):
        return gerber.answers()
    if preempts.is_preempt_raised(ctx):
        return preempts.preempter_after_raise()
    if ctx.system.gerber and gerber.asks_kings(ctx):
        return gerber.king_answers()
    if slam.captain_placed(ctx):
        return [slam.PLACED]
    if ctx.system.gerber and gerber.is_answered(ctx):
        return [gerber.KING_ASK]          # as others read it; the asker: gerber_follow_up
    mine, partners = _actions(ctx.mine), _actions(ctx.partners)
    opening = ctx.opening or ""
    rho = ctx.rho_call
    if ctx.we_opened:
        wriggle = notrump_doubled.rules(ctx)
        if wriggle:
            return wriggle
        if ctx.opener == ctx.partner:
            return _responder(ctx, mine, partners, opening, rho)
        return _opener(ctx, mine, partners, opening)
    if not mine and not partners:
        if level_of(ctx.last_bid or "") > 4 or (level_of(ctx.last_bid or "") == 4 and
                                                len(ctx.their_bids) >= 2):
            return []              # their game bid by both: competitive judgement only
        if overcalls.against_misfit(ctx):
            return [Rule("P", "they have no fit: no balancing against their misfit",
                         (0, 37))]
        return two_suited.overcalls(ctx) + overcalls.overcalls(ctx)
    if overcalls.notrump_overcall_doubled(ctx):          # run from 1NT doubled
        return overcalls.escapes(ctx) + [r for r in overcalls.advancing_overcall(ctx)
                                         if ctx.is_legal(r.call)]
    if not mine and partners == ["1NT"] and rho == "P" and ctx.last_bid == "1NT":
        return notrump.responses(ctx, "1NT")             # the system on over our overcall
    if mine == ["2C"] and len(partners) == 2 and partners[0] == "1NT" and rho == "P" and \
            ctx.system.stayman and ctx.last_bid == partners[1] and \
            len(ctx.their_bids) == 1:                  # Stayman over our 1NT overcall
        return notrump.responder_after_stayman(ctx)
    if len(mine) == 1 and mine[0] in ("2D", "2H") and len(partners) == 2 and \
            partners[0] == "1NT" and rho == "P" and ctx.system.transfers and \
            ctx.last_bid == partners[1] and len(ctx.their_bids) == 1:
        return notrump.responder_after_transfer(ctx)  # transfers over our 1NT overcall
    escape = overcalls.after_escape(ctx)
    if escape is not None:
        return escape
    if mine == ["1NT"] and len(partners) == 1 and rho in ("P", "X") and \
            ctx.last_bid == partners[0] and partners[0] in ("2C", "2D", "2H"):
        return notrump.opener_rebids(ctx, "1NT", ctx.system.notrump_overcall)  # (their
    #       double of the artificial call only shows its suit: the system is on)
    if not mine and len(partners) == 1 and rho in ("P", "X") and \
            ctx.last_bid == partners[0] and two_suited.is_two_suited(ctx, ctx.partner,
                                                                     partners[0]):
        return two_suited.advance(ctx)          # their double changes nothing
    if len(mine) == 1 and partners == ["2NT"] and rho == "P" and mine[0] in ("2H", "2S") \
            and two_suited.is_two_suited(ctx, ctx.me, mine[0]):
        return two_suited.names_the_minor(ctx)
    if len(mine) == 1 and len(partners) == 1 and rho == "P" and level_of(partners[0]) and \
            ctx.last_bid == partners[0] and two_suited.is_two_suited(ctx, ctx.me, mine[0]):
        return two_suited.overcaller_rebids(ctx)
    if mine == ["X"] and len(partners) == 1 and rho == "P" and level_of(partners[0]) and \
            ctx.last_bid == partners[0]:
        return doubler.rebids(ctx)
    if mine == ["X"] and len(partners) == 1 and level_of(partners[0]) and \
            strain_of(partners[0]) not in ctx.their_suits and rho is not None and \
            level_of(rho) and ctx.last_bid == rho and ctx.their_suits and \
            not any(strain_of(c) == "N" for c in ctx.their_bids):
        return [r for r in doubler.competes(ctx) if ctx.is_legal(r.call)]
    if len(mine) == 1 and partners == ["1NT"] and rho == "P" and ctx.last_bid == "1NT" and \
            strain_of(mine[0]) in ("C", "D", "H", "S") and level_of(mine[0]) == 1:
        return overcalls.overcaller_after_advance_nt(ctx)
    if len(mine) == 1 and not partners and rho == "P" and overcalls.is_balancing(ctx) and \
            strain_of(mine[0]) not in ("", "N"):
        return overcalls.overcaller_competes(ctx)
    if len(mine) == 1 and partners == [ctx.last_bid] and rho == "P" and \
            overcalls.is_cue_bid_advance(ctx):
        return overcalls.overcaller_after_cue_bid(ctx)
    if overcalls.is_new_suit_advance(ctx) and not preempts.preempted(ctx, ctx.me) and \
            not two_suited.is_two_suited(ctx, ctx.me, mine[0]):
        return overcalls.overcaller_after_new_suit(ctx)
    if not mine and len(partners) == 1 and rho == "P" and \
            not ctx.ours(ctx.last_bidder or ctx.me) and partners[0] == "X" and \
            ctx.partner_call == "X":
        if lead_directing.partner_directed_the_lead(ctx):
            return lead_directing.after_lead_directing_double()
        if strain_of(ctx.last_bid or "") == "N":
            return overcalls.advancing_penalty_double(ctx)
        return overcalls.advancing_double(ctx)
    if (not mine and partners == ["X"] and rho == "XX") or \
            (mine == ["X"] and not partners and rho == "P" and len(ctx.calls) >= 3 and
             ctx.calls[-3] == (ctx.lho, "XX")):
        return overcalls.rescues_redouble(ctx)
    if not mine and partners == ["X"] and rho is not None and level_of(rho) and \
            ctx.last_bid == rho and not ctx.ours(ctx.last_bidder or ctx.me):
        if lead_directing.partner_directed_the_lead(ctx):     # 1NT P 2H X 3S: no takeout
            return lead_directing.after_lead_directing_double()
        return overcalls.advancing_double(ctx, free=True)
    if not mine and len(partners) == 1 and level_of(partners[0]) and \
            preempts.preempted(ctx, ctx.partner) and (rho in ("P", "X") or level_of(rho or "")):
        return [r for r in preempts.advancing_weak_jump(ctx) if ctx.is_legal(r.call)]
    if not mine and len(partners) == 1 and rho in ("P", "X") and level_of(partners[0]) and \
            ctx.last_bid == partners[0]:
        return [r for r in overcalls.advancing_overcall(ctx) if ctx.is_legal(r.call)]
    if not mine and len(partners) == 1 and level_of(partners[0]) and rho is not None and \
            0 < level_of(rho) < 4 and ctx.last_bid == rho and strain_of(partners[0]) != "N" \
            and not two_suited.is_two_suited(ctx, ctx.partner, partners[0]):
        return [r for r in overcalls.advancing_overcall(ctx)
                if ctx.is_legal(r.call) and strain_of(r.call) != "N"]
    return []


def _responder(ctx: Context, mine: list[str], partners: list[str], opening: str,
               rho: str | None) -> list[Rule]:
    if not mine and len(partners) == 1:
        if rho == "P" and ctx.last_bid == opening:
            if opening in ("1NT", "2NT"):
                return notrump.responses(ctx)
            if opening == "2C":
                return strong.responses_to_2c(ctx)
            if strong.is_weak_two(ctx, opening):
                return strong.responses_to_weak_two(ctx)
            if (level_of(opening) == 3 and strain_of(opening) != "N") or \
                    opening in ("4C", "4D"):
                return preempts.responses(ctx)
            if level_of(opening) == 1:
                return responses.responses(ctx)
        if opening == "2C" and ((rho == "X" and ctx.last_bid == opening) or
                                (level_of(rho or "") and ctx.last_bid == rho)):
            return strong.responses_to_2c_interfered(ctx)
        if strong.is_weak_two(ctx, opening) and rho == "X" and ctx.last_bid == opening:
            return strong.responses_to_weak_two(ctx)
        if level_of(opening) == 1 and strain_of(opening) != "N":
            if rho == "X" and ctx.last_bid == opening:
                return competitive.after_their_double(ctx)
            if rho is not None and level_of(rho) and ctx.last_bid == rho:
                return competitive.negative(ctx)
        if opening == "1NT" and rho == "X" and ctx.last_bid == opening:
            return notrump.responses(ctx)
        if opening == "1NT" and rho is not None and level_of(rho):
            return notrump_interference.responses(ctx)
    if competitive.is_reopening_double(ctx):
        return competitive.after_reopening_double(ctx)
    if competitive.is_negative_doubler_again(ctx):
        return competitive.negative_doubler_rebids(ctx)
    if mine == ["XX"] and partners == [opening] and rho == "P" and ctx.their_bids and \
            ctx.last_bidder is not None and not ctx.ours(ctx.last_bidder) and \
            strain_of(ctx.last_bid or "") not in ("", "N") and strain_of(opening) != "N":
        return competitive.redoubler_after_runout(ctx)
    if opening == "2C" and mine == ["2D"] and partners == ["2C", "2NT"] and rho == "P" and \
            ctx.uncontested:
        return notrump.responses(ctx, "2NT")
    if opening == "2C" and mine == ["2D"] and len(partners) == 2 and rho == "P" and \
            ctx.uncontested and strain_of(partners[1]) in ("H", "S", "D", "C"):
        return strong.responder_after_2c_suit(ctx)
    if strong.is_weak_two(ctx, opening) and mine == ["2NT"] and len(partners) == 2 and \
            rho == "P" and ctx.uncontested:
        return strong.asker_after_answer(ctx)
    if ctx.system.jacoby_2nt and jacoby.is_jacoby_answer(ctx):
        return jacoby.responder_rebids(ctx)
    fourth_suit = responder_rebids.after_fourth_suit(ctx)
    if fourth_suit:
        return fourth_suit
    if responder_rebids.applies(ctx) and not game_tries.is_game_try(ctx):
        return responder_rebids.rules(ctx)
    if rho == "P" and ctx.system.game_tries and game_tries.is_game_try(ctx):
        return game_tries.answers(ctx)
    if notrump_minors.is_relay_completed(ctx):
        return notrump_minors.responder_places()
    if notrump_interference.is_stayman_interfered(ctx):
        return notrump_interference.responder_after_stayman(ctx)
    if len(mine) == 1 and opening in ("1NT", "2NT") and \
            (ctx.uncontested or notrump_interference.is_convention_doubled(ctx)):
        up = level_of(opening) - 1
        if ctx.system.stayman and mine[0] == f"{2 + up}C" and len(partners) == 2:
            return notrump.responder_after_stayman(ctx)
        if ctx.system.transfers and mine[0] in (f"{2 + up}D", f"{2 + up}H") and \
                len(partners) == 2:
            return notrump.responder_after_transfer(ctx)
    return []


def _opener(ctx: Context, mine: list[str], partners: list[str], opening: str) -> list[Rule]:
    one_of_a_suit = level_of(opening) == 1 and strain_of(opening) != "N"
    if len(mine) == 1 and one_of_a_suit and not partners and ctx.rho_call == "P" and \
            ctx.their_bids and not ctx.ours(ctx.last_bidder or ctx.me):
        return competitive.opener_reopens(ctx)
    if mine == ["2C"] and not partners and ctx.rho_call == "P" and len(ctx.calls) >= 4 and \
            ctx.calls[-4] == (ctx.me, "2C") and ctx.calls[-3][1] != "P" and \
            level_of(ctx.last_bid or "2C") <= 3:
        return strong.opener_after_waiting_pass(ctx)       # 2C (2S) P (P): still forcing
    if mine == [opening] and one_of_a_suit and not partners and ctx.rho_call == "X" and \
            not ctx.their_bids and ctx.last_bid == opening:
        return competitive.opener_after_balancing_double(ctx)      # 1x P P X
    if len(mine) == 1 and one_of_a_suit and partners == ["XX"] and ctx.rho_call is not None \
            and (level_of(ctx.rho_call) or ctx.rho_call == "P"):
        return competitive.opener_after_redouble(ctx)
    if len(mine) == 1 and len(partners) == 1:
        if ctx.uncontested:
            if notrump_minors.is_relay(ctx):
                return notrump_minors.opener_relay()
            if opening in ("1NT", "2NT"):
                return notrump.opener_rebids(ctx)
            if opening == "2C":
                return strong.opener_after_2c(ctx)
            if strong.is_weak_two(ctx, opening):
                if partners[0] == "2NT":
                    return strong.opener_after_feature_ask(ctx)
                if strain_of(partners[0]) not in ("", "N", strain_of(opening)):
                    return strong.opener_after_new_suit(ctx)
                return []
            if level_of(opening) == 3 and strain_of(opening) != "N" and \
                    strain_of(partners[0]) not in ("", "N", strain_of(opening)):
                return strong.opener_after_new_suit(ctx)
            if level_of(opening) == 1:
                return rebids.opener_rebids(ctx)
        elif opening in ("1NT", "2NT") and notrump_interference.is_convention_doubled(ctx):
            return notrump.opener_rebids(ctx)
        elif opening in ("1NT", "2NT") and ctx.rho_call is not None and \
                level_of(ctx.rho_call) and ctx.partner_call == partners[0]:
            return notrump_interference.opener_after_interference(ctx)
        elif partners[0] == "X" and level_of(opening) == 1 and ctx.partner_call == "X" \
                and strain_of(opening) != "N" and ctx.last_bid == ctx.their_bids[0] == "1NT":
            return competitive.opener_after_penalty_double(ctx)
        elif partners[0] == "X" and level_of(opening) == 1 and ctx.partner_call == "X" \
                and strain_of(opening) != "N" and \
                strain_of(ctx.their_bids[0]) != strain_of(opening):   # not their cue bid
            return competitive.opener_after_negative_double(ctx)
        elif one_of_a_suit and ctx.partner_call == partners[0] and ctx.rho_call == "P" and \
                competitive.is_forcing_answer(ctx):
            return competitive.opener_after_forcing_answer(ctx)
    if opening == "2C" and mine == ["2C", "2NT"] and len(partners) == 2 and \
            partners[0] == "2D" and ctx.uncontested:
        return notrump.opener_rebids(ctx, "2NT", ctx.system.two_clubs_notrump)
    if competitive.is_one_level_answer(ctx):
        answer = competitive.opener_after_one_level_answer(ctx)
        if answer:
            return answer
    if competitive.is_free_rebid(ctx):
        return [r for r in competitive.opener_free_rebid(ctx) if ctx.is_legal(r.call)]
    if opener_third.applies(ctx):
        third = opener_third.rules(ctx)
        if third:
            return third
    if ctx.system.jacoby_2nt and jacoby.is_signoff(ctx):
        return jacoby.opener_after_signoff(ctx)
    if len(mine) == 2 and opening == "1NT" and ctx.uncontested and len(partners) == 2:
        return notrump.opener_third(ctx)
    return []


def blackwood_follow_up(ctx: Context, hand: Evaluation) -> Rule | None:
    """After my Blackwood and partner's answer: sign off or bid the slam (their double of
    her artificial answer, lead-directing, changes nothing). The trump suit is the fit I
    asked for: the captain's own long suit only without an eight-card fit elsewhere
    (1D-1S-3D-4NT with six spades and four diamonds plays in diamonds)."""
    if len(ctx.calls) < 2 or ctx.rho_call not in ("P", "X"):
        return None
    kings = ctx.mine[-1:] == ["5NT"] and ctx.partners[-1:] != [] and \
        ctx.partners[-1] in slam.KING_ANSWERS
    if "4NT" not in ctx.mine or not ctx.partners or \
            (ctx.partners[-1] not in slam.ANSWERS and not kings):
        return None
    index = max(i for i, (s, c) in enumerate(ctx.calls) if s == ctx.me and c == "4NT")
    if not blackwood.is_blackwood(ctx, index):
        return None
    strain, trumps = placement.choose_strain(ctx, hand)
    fits = [f for f in slam.fits(ctx, hand) if placement.fit_of(ctx, hand, f) > trumps]
    if strain != "N" and trumps < 8 and fits:
        strain = max(fits, key=lambda f: placement.fit_of(ctx, hand, f))
    if strain == "N":                   # our last natural suit: before the ask, for the
        suits = [strain_of(c) for s, c in ctx.calls[:index]     # answers name no suit
                 if ctx.ours(s) and strain_of(c) not in ("", "N", *ctx.their_suits)]
        strain = suits[-1] if suits else "N"
    ours = placement.combined(ctx, hand, strain, 8)
    if kings:
        return slam.after_kings(ctx, strain, int(ours), hand.kings)
    return slam.after_answer(ctx, strain, int(ours), hand.aces, hand.kings)


def gerber_follow_up(ctx: Context, hand: Evaluation) -> Rule | None:
    """After my Gerber 4C and partner's answer: the slam, the sign-off or the king ask;
    after her answer to my 5C king ask, the grand slam or six (their double of her
    artificial answer changes nothing)."""
    if ctx.rho_call not in ("P", "X") or not ctx.partners:
        return None
    asked_kings = [i for i, (s, c) in enumerate(ctx.calls) if s == ctx.me and c == "5C"]
    if asked_kings and asked_kings[-1] == len(ctx.calls) - 4 and \
            ctx.partners[-1] in gerber.KING_ANSWERS and \
            gerber.is_gerber(ctx, asked_kings[-1] - 4):
        return gerber.after_kings(ctx, hand)
    if ctx.partners[-1] not in gerber.ANSWERS:
        return None
    asked = [i for i, (s, c) in enumerate(ctx.calls) if s == ctx.me and c == "4C"]
    if not asked or asked[-1] != len(ctx.calls) - 4 or not gerber.is_gerber(ctx, asked[-1]):
        return None
    return gerber.after_answer(ctx, hand)


def choose(ctx: Context, hand: Evaluation) -> Rule:
    """The system's call for ``hand`` in ``ctx``, with its explanation."""
    follow = blackwood_follow_up(ctx, hand) or gerber_follow_up(ctx, hand)
    if follow is not None and ctx.is_legal(follow.call):
        return follow
    for rule in rules_for(ctx):
        if ctx.is_legal(rule.call) and rule.admits(hand) and not _passes_a_force(ctx, rule):
            return _mind_the_score(ctx, rule)
    if _cue_bid_doubled(ctx):
        return _out_of_the_cue_bid(ctx, hand)
    if contested.applies(ctx):
        return contested.decide(ctx, hand)
    return placement.decide(ctx, hand)


def _cue_bid_doubled(ctx: Context) -> bool:
    """Whether they doubled partner's bid in their suit at the four level or higher, our
    side's first bid (her cue bid over my double, 1H X 3H 4H X), which my rules pass."""
    return ctx.rho_call == "X" and ctx.partner_call is not None and \
        level_of(ctx.partner_call) >= 4 and strain_of(ctx.partner_call) in ctx.their_suits \
        and len(ctx.our_bids) == 1


def _out_of_the_cue_bid(ctx: Context, hand: Evaluation) -> Rule:
    """My answer when they double partner's cue bid (our side's only bid: I have named
    no suit): a pass would play it doubled in their suit, so I name my longest suit of
    the others (the higher of equals) at its cheapest level.

    >>> from bridgeclub.bots.bidding.book import call_for
    >>> call_for("AQ94.8.QJT7.Q752", "1H X 3H 4H X", "All").call
    '4S'
    """
    suit = max((s for s in SUITS if s not in ctx.their_suits), key=lambda s: hand.length[s])
    return Rule(cheapest(suit, ctx.last_bid or "1C"), f"out of partner's cue bid doubled: "
                f"{hand.length[suit]}+ {name(suit)}, my longest", (0, 37))


def _passes_a_force(ctx: Context, rule: Rule) -> bool:
    """Whether ``rule`` passes partner's forcing call (a reverse, a jump shift, a new suit
    by responder) that the opponents left alone: a forcing call may not be passed (the
    booklet's "forcing" means just that), so the next rule that bids speaks, or the
    captain (``placement``). After their bid the force is off: pass is a call then."""
    return rule.call == "P" and ctx.forcing and ctx.rho_call == "P"


def _mind_the_score(ctx: Context, rule: Rule) -> Rule:
    """With a part score below the line (rubber, Chicago), partner's contract may already
    be a game: then a try for game is pointless, pass."""
    last = ctx.last_bid
    if ctx.score.needed_us >= 100 or last is None or ctx.last_bidder != ctx.partner or \
            ctx.forcing or rule.call == "P" or rule.forcing or level_of(rule.call) >= 6:
        return rule
    strain = strain_of(last)
    if level_of(last) >= placement.game_level(strain, ctx.score.needed_us) and \
            strain_of(rule.call) in (strain, "N"):
        return Rule("P", "with our part score partner's contract is already a game")
    return rule
