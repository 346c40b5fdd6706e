""" Contains all the data models used in inputs/outputs """

from .auction import Auction
from .auction_action_answer import AuctionActionAnswer
from .auction_adjust_gold import AuctionAdjustGold
from .auction_adjust_gold_type import AuctionAdjustGoldType
from .auction_begin_auction_step import AuctionBeginAuctionStep
from .auction_begin_auction_step_type import AuctionBeginAuctionStepType
from .auction_bid import AuctionBid
from .auction_bid_event import AuctionBidEvent
from .auction_bid_event_type import AuctionBidEventType
from .auction_bid_type import AuctionBidType
from .auction_block_makeup import AuctionBlockMakeup
from .auction_block_prices import AuctionBlockPrices
from .auction_came_from_item import AuctionCameFromItem
from .auction_card import AuctionCard
from .auction_card_moved_event import AuctionCardMovedEvent
from .auction_card_moved_event_from_zone import AuctionCardMovedEventFromZone
from .auction_card_moved_event_to_zone import AuctionCardMovedEventToZone
from .auction_card_moved_event_type import AuctionCardMovedEventType
from .auction_card_prices import AuctionCardPrices
from .auction_card_type import AuctionCardType
from .auction_card_view import AuctionCardView
from .auction_card_view_reference import AuctionCardViewReference
from .auction_cast import AuctionCast
from .auction_cast_event import AuctionCastEvent
from .auction_cast_event_to import AuctionCastEventTo
from .auction_cast_event_type import AuctionCastEventType
from .auction_cast_type import AuctionCastType
from .auction_commander import AuctionCommander
from .auction_commander_taken_event import AuctionCommanderTakenEvent
from .auction_commander_taken_event_type import AuctionCommanderTakenEventType
from .auction_commander_type import AuctionCommanderType
from .auction_commanders_exchanged_event import AuctionCommandersExchangedEvent
from .auction_commanders_exchanged_event_type import AuctionCommandersExchangedEventType
from .auction_cube_name import AuctionCubeName
from .auction_deck_ran_out_event import AuctionDeckRanOutEvent
from .auction_deck_ran_out_event_type import AuctionDeckRanOutEventType
from .auction_deck_shuffled_event import AuctionDeckShuffledEvent
from .auction_deck_shuffled_event_type import AuctionDeckShuffledEventType
from .auction_decline import AuctionDecline
from .auction_decline_type import AuctionDeclineType
from .auction_declined_event import AuctionDeclinedEvent
from .auction_declined_event_type import AuctionDeclinedEventType
from .auction_draw import AuctionDraw
from .auction_draw_type import AuctionDrawType
from .auction_drew_event import AuctionDrewEvent
from .auction_drew_event_type import AuctionDrewEventType
from .auction_end_turn import AuctionEndTurn
from .auction_end_turn_type import AuctionEndTurnType
from .auction_events_page import AuctionEventsPage
from .auction_export import AuctionExport
from .auction_exported_action import AuctionExportedAction
from .auction_from_deck import AuctionFromDeck
from .auction_from_deck_type import AuctionFromDeckType
from .auction_game_create_request import AuctionGameCreateRequest
from .auction_game_detail import AuctionGameDetail
from .auction_game_detail_by_reference import AuctionGameDetailByReference
from .auction_game_over_event import AuctionGameOverEvent
from .auction_game_over_event_type import AuctionGameOverEventType
from .auction_gold_adjusted_event import AuctionGoldAdjustedEvent
from .auction_gold_adjusted_event_type import AuctionGoldAdjustedEventType
from .auction_gold_spent_event import AuctionGoldSpentEvent
from .auction_gold_spent_event_type import AuctionGoldSpentEventType
from .auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent
from .auction_graveyard_shuffled_in_event_type import AuctionGraveyardShuffledInEventType
from .auction_guide import AuctionGuide
from .auction_keep import AuctionKeep
from .auction_keep_type import AuctionKeepType
from .auction_kept_event import AuctionKeptEvent
from .auction_kept_event_type import AuctionKeptEventType
from .auction_kind import AuctionKind
from .auction_log_entry import AuctionLogEntry
from .auction_look_at_top import AuctionLookAtTop
from .auction_look_at_top_type import AuctionLookAtTopType
from .auction_looked_at_top_event import AuctionLookedAtTopEvent
from .auction_looked_at_top_event_type import AuctionLookedAtTopEventType
from .auction_looked_at_top_secret import AuctionLookedAtTopSecret
from .auction_looking import AuctionLooking
from .auction_looking_view import AuctionLookingView
from .auction_looking_view_by_reference import AuctionLookingViewByReference
from .auction_lot_view import AuctionLotView
from .auction_lot_view_by_reference import AuctionLotViewByReference
from .auction_lot_view_by_reference_came_from_item import AuctionLotViewByReferenceCameFromItem
from .auction_lot_view_by_reference_kind import AuctionLotViewByReferenceKind
from .auction_lot_view_came_from_item import AuctionLotViewCameFromItem
from .auction_lot_view_kind import AuctionLotViewKind
from .auction_mill import AuctionMill
from .auction_mill_type import AuctionMillType
from .auction_milled_event import AuctionMilledEvent
from .auction_milled_event_type import AuctionMilledEventType
from .auction_move_card import AuctionMoveCard
from .auction_move_card_to_zone import AuctionMoveCardToZone
from .auction_move_card_type import AuctionMoveCardType
from .auction_next_auction import AuctionNextAuction
from .auction_next_auction_type import AuctionNextAuctionType
from .auction_opened_event import AuctionOpenedEvent
from .auction_opened_event_came_from_item import AuctionOpenedEventCameFromItem
from .auction_opened_event_kind import AuctionOpenedEventKind
from .auction_opened_event_type import AuctionOpenedEventType
from .auction_player import AuctionPlayer
from .auction_player_lost_event import AuctionPlayerLostEvent
from .auction_player_lost_event_type import AuctionPlayerLostEventType
from .auction_player_view import AuctionPlayerView
from .auction_player_view_by_reference import AuctionPlayerViewByReference
from .auction_prices_page import AuctionPricesPage
from .auction_purchase import AuctionPurchase
from .auction_purchase_view import AuctionPurchaseView
from .auction_purchase_view_by_reference import AuctionPurchaseViewByReference
from .auction_put_on_bottom import AuctionPutOnBottom
from .auction_put_on_bottom_type import AuctionPutOnBottomType
from .auction_put_on_deck_event import AuctionPutOnDeckEvent
from .auction_put_on_deck_event_from_zone import AuctionPutOnDeckEventFromZone
from .auction_put_on_deck_event_type import AuctionPutOnDeckEventType
from .auction_put_on_top import AuctionPutOnTop
from .auction_put_on_top_type import AuctionPutOnTopType
from .auction_reorder_top import AuctionReorderTop
from .auction_reorder_top_type import AuctionReorderTopType
from .auction_reordered_top_event import AuctionReorderedTopEvent
from .auction_reordered_top_event_type import AuctionReorderedTopEventType
from .auction_reordered_top_secret import AuctionReorderedTopSecret
from .auction_report_result import AuctionReportResult
from .auction_report_result_type import AuctionReportResultType
from .auction_reported_result import AuctionReportedResult
from .auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent
from .auction_reserve_switched_in_event_type import AuctionReserveSwitchedInEventType
from .auction_result_reported_event import AuctionResultReportedEvent
from .auction_result_reported_event_type import AuctionResultReportedEventType
from .auction_resume_auctioning import AuctionResumeAuctioning
from .auction_resume_auctioning_type import AuctionResumeAuctioningType
from .auction_reveal_until_creature import AuctionRevealUntilCreature
from .auction_reveal_until_creature_type import AuctionRevealUntilCreatureType
from .auction_revealed_event import AuctionRevealedEvent
from .auction_revealed_event_type import AuctionRevealedEventType
from .auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent
from .auction_revealed_until_creature_event_type import AuctionRevealedUntilCreatureEventType
from .auction_settings import AuctionSettings
from .auction_settings_empty_deck_policy import AuctionSettingsEmptyDeckPolicy
from .auction_settings_owned_auction_starts import AuctionSettingsOwnedAuctionStarts
from .auction_share import AuctionShare
from .auction_shuffle_deck import AuctionShuffleDeck
from .auction_shuffle_deck_type import AuctionShuffleDeckType
from .auction_sold_event import AuctionSoldEvent
from .auction_sold_event_type import AuctionSoldEventType
from .auction_spend_gold import AuctionSpendGold
from .auction_spend_gold_type import AuctionSpendGoldType
from .auction_state import AuctionState
from .auction_state_phase import AuctionStatePhase
from .auction_step_began_event import AuctionStepBeganEvent
from .auction_step_began_event_type import AuctionStepBeganEventType
from .auction_step_ended_event import AuctionStepEndedEvent
from .auction_step_ended_event_type import AuctionStepEndedEventType
from .auction_stop_auctioning import AuctionStopAuctioning
from .auction_stop_auctioning_type import AuctionStopAuctioningType
from .auction_stop_vote_event import AuctionStopVoteEvent
from .auction_stop_vote_event_type import AuctionStopVoteEventType
from .auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent
from .auction_stop_vote_withdrawn_event_type import AuctionStopVoteWithdrawnEventType
from .auction_table_view import AuctionTableView
from .auction_table_view_by_reference import AuctionTableViewByReference
from .auction_table_view_by_reference_phase import AuctionTableViewByReferencePhase
from .auction_table_view_phase import AuctionTableViewPhase
from .auction_turn_began_event import AuctionTurnBeganEvent
from .auction_turn_began_event_type import AuctionTurnBeganEventType
from .auction_turn_ended_event import AuctionTurnEndedEvent
from .auction_turn_ended_event_type import AuctionTurnEndedEventType
from .auction_undo_consented_event import AuctionUndoConsentedEvent
from .auction_undo_consented_event_type import AuctionUndoConsentedEventType
from .auction_undo_proposal import AuctionUndoProposal
from .auction_undo_proposed_event import AuctionUndoProposedEvent
from .auction_undo_proposed_event_type import AuctionUndoProposedEventType
from .auction_undo_refused_event import AuctionUndoRefusedEvent
from .auction_undo_refused_event_type import AuctionUndoRefusedEventType
from .auction_undone_event import AuctionUndoneEvent
from .auction_undone_event_type import AuctionUndoneEventType
from .auction_unsold_event import AuctionUnsoldEvent
from .auction_unsold_event_type import AuctionUnsoldEventType
from .auctioning_stopped_event import AuctioningStoppedEvent
from .auctioning_stopped_event_type import AuctioningStoppedEventType
from .battler_action_answer import BattlerActionAnswer
from .battler_augment_chosen_event import BattlerAugmentChosenEvent
from .battler_augment_chosen_event_type import BattlerAugmentChosenEventType
from .battler_augments_dealt_event import BattlerAugmentsDealtEvent
from .battler_augments_dealt_event_type import BattlerAugmentsDealtEventType
from .battler_augments_secret import BattlerAugmentsSecret
from .battler_basics_changed_event import BattlerBasicsChangedEvent
from .battler_basics_changed_event_basics import BattlerBasicsChangedEventBasics
from .battler_basics_changed_event_type import BattlerBasicsChangedEventType
from .battler_basics_chosen_event import BattlerBasicsChosenEvent
from .battler_basics_chosen_event_basics import BattlerBasicsChosenEventBasics
from .battler_basics_chosen_event_type import BattlerBasicsChosenEventType
from .battler_buy_basic import BattlerBuyBasic
from .battler_buy_basic_type import BattlerBuyBasicType
from .battler_cannot_decide import BattlerCannotDecide
from .battler_cannot_decide_type import BattlerCannotDecideType
from .battler_card_secret import BattlerCardSecret
from .battler_carousel_event import BattlerCarouselEvent
from .battler_carousel_event_type import BattlerCarouselEventType
from .battler_carousel_pick import BattlerCarouselPick
from .battler_carousel_pick_type import BattlerCarouselPickType
from .battler_choose_augment import BattlerChooseAugment
from .battler_choose_augment_type import BattlerChooseAugmentType
from .battler_choose_basics import BattlerChooseBasics
from .battler_choose_basics_basics import BattlerChooseBasicsBasics
from .battler_choose_basics_type import BattlerChooseBasicsType
from .battler_confirm_result import BattlerConfirmResult
from .battler_confirm_result_type import BattlerConfirmResultType
from .battler_create_settings import BattlerCreateSettings
from .battler_create_settings_augment_rest import BattlerCreateSettingsAugmentRest
from .battler_create_settings_augments import BattlerCreateSettingsAugments
from .battler_create_settings_carousel_at import BattlerCreateSettingsCarouselAt
from .battler_create_settings_carousel_order import BattlerCreateSettingsCarouselOrder
from .battler_create_settings_carousel_source import BattlerCreateSettingsCarouselSource
from .battler_create_settings_damage import BattlerCreateSettingsDamage
from .battler_create_settings_dead_play import BattlerCreateSettingsDeadPlay
from .battler_create_settings_first_pairing import BattlerCreateSettingsFirstPairing
from .battler_create_settings_first_phase import BattlerCreateSettingsFirstPhase
from .battler_create_settings_first_player import BattlerCreateSettingsFirstPlayer
from .battler_create_settings_ghost_rule import BattlerCreateSettingsGhostRule
from .battler_create_settings_lethal_draw import BattlerCreateSettingsLethalDraw
from .battler_create_settings_level_name import BattlerCreateSettingsLevelName
from .battler_create_settings_life import BattlerCreateSettingsLife
from .battler_create_settings_pairing import BattlerCreateSettingsPairing
from .battler_create_settings_preset import BattlerCreateSettingsPreset
from .battler_create_settings_reshuffle import BattlerCreateSettingsReshuffle
from .battler_create_settings_shop import BattlerCreateSettingsShop
from .battler_dispute_result import BattlerDisputeResult
from .battler_dispute_result_type import BattlerDisputeResultType
from .battler_done_shopping import BattlerDoneShopping
from .battler_done_shopping_event import BattlerDoneShoppingEvent
from .battler_done_shopping_event_type import BattlerDoneShoppingEventType
from .battler_done_shopping_type import BattlerDoneShoppingType
from .battler_draft_ended_event import BattlerDraftEndedEvent
from .battler_draft_ended_event_type import BattlerDraftEndedEventType
from .battler_draft_started_event import BattlerDraftStartedEvent
from .battler_draft_started_event_type import BattlerDraftStartedEventType
from .battler_eliminated_event import BattlerEliminatedEvent
from .battler_eliminated_event_type import BattlerEliminatedEventType
from .battler_events_page import BattlerEventsPage
from .battler_export import BattlerExport
from .battler_exported_action import BattlerExportedAction
from .battler_game_create_request import BattlerGameCreateRequest
from .battler_game_detail import BattlerGameDetail
from .battler_game_detail_by_reference import BattlerGameDetailByReference
from .battler_game_over_event import BattlerGameOverEvent
from .battler_game_over_event_type import BattlerGameOverEventType
from .battler_game_result_event import BattlerGameResultEvent
from .battler_game_result_event_type import BattlerGameResultEventType
from .battler_ghost_rule_event import BattlerGhostRuleEvent
from .battler_ghost_rule_event_type import BattlerGhostRuleEventType
from .battler_hand_secret import BattlerHandSecret
from .battler_hand_selected_event import BattlerHandSelectedEvent
from .battler_hand_selected_event_type import BattlerHandSelectedEventType
from .battler_log_entry import BattlerLogEntry
from .battler_no_winner_event import BattlerNoWinnerEvent
from .battler_no_winner_event_type import BattlerNoWinnerEventType
from .battler_pack_dealt_event import BattlerPackDealtEvent
from .battler_pack_dealt_event_type import BattlerPackDealtEventType
from .battler_pack_secret import BattlerPackSecret
from .battler_paired_event import BattlerPairedEvent
from .battler_paired_event_type import BattlerPairedEventType
from .battler_pairing import BattlerPairing
from .battler_pairing_result_type_1 import BattlerPairingResultType1
from .battler_pairing_status import BattlerPairingStatus
from .battler_pick import BattlerPick
from .battler_pick_type import BattlerPickType
from .battler_picked_event import BattlerPickedEvent
from .battler_picked_event_type import BattlerPickedEventType
from .battler_picked_from_pack_event import BattlerPickedFromPackEvent
from .battler_picked_from_pack_event_type import BattlerPickedFromPackEventType
from .battler_player import BattlerPlayer
from .battler_player_basics import BattlerPlayerBasics
from .battler_player_view import BattlerPlayerView
from .battler_player_view_basics import BattlerPlayerViewBasics
from .battler_playoff_event import BattlerPlayoffEvent
from .battler_playoff_event_type import BattlerPlayoffEventType
from .battler_playoff_won_event import BattlerPlayoffWonEvent
from .battler_playoff_won_event_type import BattlerPlayoffWonEventType
from .battler_preset import BattlerPreset
from .battler_presets import BattlerPresets
from .battler_replay_event import BattlerReplayEvent
from .battler_replay_event_type import BattlerReplayEventType
from .battler_report_result import BattlerReportResult
from .battler_report_result_result import BattlerReportResultResult
from .battler_report_result_type import BattlerReportResultType
from .battler_reroll import BattlerReroll
from .battler_reroll_type import BattlerRerollType
from .battler_rerolled_event import BattlerRerolledEvent
from .battler_rerolled_event_type import BattlerRerolledEventType
from .battler_result_confirmed_event import BattlerResultConfirmedEvent
from .battler_result_confirmed_event_type import BattlerResultConfirmedEventType
from .battler_result_disputed_event import BattlerResultDisputedEvent
from .battler_result_disputed_event_type import BattlerResultDisputedEventType
from .battler_result_reported_event import BattlerResultReportedEvent
from .battler_result_reported_event_result import BattlerResultReportedEventResult
from .battler_result_reported_event_type import BattlerResultReportedEventType
from .battler_rochester_pick import BattlerRochesterPick
from .battler_rochester_pick_type import BattlerRochesterPickType
from .battler_select_hand import BattlerSelectHand
from .battler_select_hand_type import BattlerSelectHandType
from .battler_settings import BattlerSettings
from .battler_settings_augment_rest import BattlerSettingsAugmentRest
from .battler_settings_augments import BattlerSettingsAugments
from .battler_settings_carousel_at import BattlerSettingsCarouselAt
from .battler_settings_carousel_order import BattlerSettingsCarouselOrder
from .battler_settings_carousel_source import BattlerSettingsCarouselSource
from .battler_settings_damage import BattlerSettingsDamage
from .battler_settings_dead_play import BattlerSettingsDeadPlay
from .battler_settings_first_pairing import BattlerSettingsFirstPairing
from .battler_settings_first_phase import BattlerSettingsFirstPhase
from .battler_settings_first_player import BattlerSettingsFirstPlayer
from .battler_settings_ghost_rule import BattlerSettingsGhostRule
from .battler_settings_lethal_draw import BattlerSettingsLethalDraw
from .battler_settings_level_name import BattlerSettingsLevelName
from .battler_settings_life import BattlerSettingsLife
from .battler_settings_overrides import BattlerSettingsOverrides
from .battler_settings_overrides_augment_rest import BattlerSettingsOverridesAugmentRest
from .battler_settings_overrides_augments import BattlerSettingsOverridesAugments
from .battler_settings_overrides_carousel_at import BattlerSettingsOverridesCarouselAt
from .battler_settings_overrides_carousel_order import BattlerSettingsOverridesCarouselOrder
from .battler_settings_overrides_carousel_source import BattlerSettingsOverridesCarouselSource
from .battler_settings_overrides_damage import BattlerSettingsOverridesDamage
from .battler_settings_overrides_dead_play import BattlerSettingsOverridesDeadPlay
from .battler_settings_overrides_first_pairing import BattlerSettingsOverridesFirstPairing
from .battler_settings_overrides_first_phase import BattlerSettingsOverridesFirstPhase
from .battler_settings_overrides_first_player import BattlerSettingsOverridesFirstPlayer
from .battler_settings_overrides_ghost_rule import BattlerSettingsOverridesGhostRule
from .battler_settings_overrides_lethal_draw import BattlerSettingsOverridesLethalDraw
from .battler_settings_overrides_level_name import BattlerSettingsOverridesLevelName
from .battler_settings_overrides_life import BattlerSettingsOverridesLife
from .battler_settings_overrides_pairing import BattlerSettingsOverridesPairing
from .battler_settings_overrides_preset import BattlerSettingsOverridesPreset
from .battler_settings_overrides_reshuffle import BattlerSettingsOverridesReshuffle
from .battler_settings_overrides_shop import BattlerSettingsOverridesShop
from .battler_settings_pairing import BattlerSettingsPairing
from .battler_settings_reshuffle import BattlerSettingsReshuffle
from .battler_settings_shop import BattlerSettingsShop
from .battler_shift_basics import BattlerShiftBasics
from .battler_shift_basics_give import BattlerShiftBasicsGive
from .battler_shift_basics_take import BattlerShiftBasicsTake
from .battler_shift_basics_type import BattlerShiftBasicsType
from .battler_snapshot import BattlerSnapshot
from .battler_snapshot_basics import BattlerSnapshotBasics
from .battler_standing import BattlerStanding
from .battler_standings import BattlerStandings
from .battler_state import BattlerState
from .battler_state_phase import BattlerStatePhase
from .battler_swap_basic import BattlerSwapBasic
from .battler_swap_basic_type import BattlerSwapBasicType
from .battler_trade import BattlerTrade
from .battler_trade_secret import BattlerTradeSecret
from .battler_trade_type import BattlerTradeType
from .battler_traded_event import BattlerTradedEvent
from .battler_traded_event_type import BattlerTradedEventType
from .battler_trash import BattlerTrash
from .battler_trash_type import BattlerTrashType
from .battler_trashed_event import BattlerTrashedEvent
from .battler_trashed_event_type import BattlerTrashedEventType
from .battler_undone_event import BattlerUndoneEvent
from .battler_undone_event_basics import BattlerUndoneEventBasics
from .battler_undone_event_type import BattlerUndoneEventType
from .battler_view import BattlerView
from .battler_view_by_reference import BattlerViewByReference
from .battler_view_by_reference_cards import BattlerViewByReferenceCards
from .battler_view_by_reference_counters import BattlerViewByReferenceCounters
from .battler_view_cards import BattlerViewCards
from .battler_view_counters import BattlerViewCounters
from .blank_enum import BlankEnum
from .board_count import BoardCount
from .board_enum import BoardEnum
from .card import Card
from .card_face import CardFace
from .card_facts import CardFacts
from .card_facts_cards import CardFactsCards
from .card_list_export_request import CardListExportRequest
from .card_reference import CardReference
from .cards_export_create_as import CardsExportCreateAs
from .cards_image_retrieve_face import CardsImageRetrieveFace
from .catalogue_card import CatalogueCard
from .catalogue_card_face import CatalogueCardFace
from .catalogue_faces import CatalogueFaces
from .confirm_result import ConfirmResult
from .confirm_result_type import ConfirmResultType
from .consent_undo import ConsentUndo
from .consent_undo_type import ConsentUndoType
from .created_game import CreatedGame
from .credentials_request import CredentialsRequest
from .cube import Cube
from .cube_card import CubeCard
from .cube_card_module_enum import CubeCardModuleEnum
from .cube_cobra_import_request import CubeCobraImportRequest
from .cube_detail import CubeDetail
from .cube_imported import CubeImported
from .cube_imported_left_out import CubeImportedLeftOut
from .cube_job import CubeJob
from .cube_module_enum import CubeModuleEnum
from .cube_refresh_request import CubeRefreshRequest
from .cube_refreshed import CubeRefreshed
from .cube_row import CubeRow
from .cube_summary import CubeSummary
from .cube_summary_by_color_category import CubeSummaryByColorCategory
from .cube_summary_by_module import CubeSummaryByModule
from .cube_summary_by_type import CubeSummaryByType
from .cube_upload_request import CubeUploadRequest
from .cubes_cards_list_board import CubesCardsListBoard
from .cubes_cards_list_module import CubesCardsListModule
from .cubes_export_retrieve_as import CubesExportRetrieveAs
from .dispute_result import DisputeResult
from .dispute_result_type import DisputeResultType
from .ending import Ending
from .error import Error
from .field_problem import FieldProblem
from .format_enum import FormatEnum
from .fuzzy_match import FuzzyMatch
from .job_error import JobError
from .join_code import JoinCode
from .join_request import JoinRequest
from .joined import Joined
from .keys_request import KeysRequest
from .ledger_entry import LedgerEntry
from .line_problem import LineProblem
from .me_games_list_status import MeGamesListStatus
from .missing_fact import MissingFact
from .my_game import MyGame
from .my_place import MyPlace
from .paginated_cube_card_list import PaginatedCubeCardList
from .paginated_cube_list import PaginatedCubeList
from .paginated_my_game_list import PaginatedMyGameList
from .patched_seat_preferences_request import PatchedSeatPreferencesRequest
from .preset_request import PresetRequest
from .propose_undo import ProposeUndo
from .propose_undo_type import ProposeUndoType
from .push_status import PushStatus
from .refuse_undo import RefuseUndo
from .refuse_undo_type import RefuseUndoType
from .result_confirmed_event import ResultConfirmedEvent
from .result_confirmed_event_type import ResultConfirmedEventType
from .result_disputed_event import ResultDisputedEvent
from .result_disputed_event_type import ResultDisputedEventType
from .rng_position import RngPosition
from .saga_action_answer import SagaActionAnswer
from .saga_adjust_gold import SagaAdjustGold
from .saga_adjust_gold_type import SagaAdjustGoldType
from .saga_booster_dealt_event import SagaBoosterDealtEvent
from .saga_booster_dealt_event_type import SagaBoosterDealtEventType
from .saga_booster_leftovers_event import SagaBoosterLeftoversEvent
from .saga_booster_leftovers_event_type import SagaBoosterLeftoversEventType
from .saga_booster_passed_event import SagaBoosterPassedEvent
from .saga_booster_passed_event_type import SagaBoosterPassedEventType
from .saga_bought_event import SagaBoughtEvent
from .saga_bought_event_type import SagaBoughtEventType
from .saga_buy import SagaBuy
from .saga_buy_type import SagaBuyType
from .saga_card_stolen_event import SagaCardStolenEvent
from .saga_card_stolen_event_type import SagaCardStolenEventType
from .saga_cards_secret import SagaCardsSecret
from .saga_choose_play_draw import SagaChoosePlayDraw
from .saga_choose_play_draw_type import SagaChoosePlayDrawType
from .saga_consent_adjustment import SagaConsentAdjustment
from .saga_consent_adjustment_type import SagaConsentAdjustmentType
from .saga_deal_boosters import SagaDealBoosters
from .saga_deal_boosters_type import SagaDealBoostersType
from .saga_deal_fair import SagaDealFair
from .saga_deal_fair_type import SagaDealFairType
from .saga_deal_learning_booster import SagaDealLearningBooster
from .saga_deal_learning_booster_type import SagaDealLearningBoosterType
from .saga_deal_market import SagaDealMarket
from .saga_deal_market_type import SagaDealMarketType
from .saga_deal_theme import SagaDealTheme
from .saga_deal_theme_type import SagaDealThemeType
from .saga_deck_registered_event import SagaDeckRegisteredEvent
from .saga_deck_registered_event_type import SagaDeckRegisteredEventType
from .saga_deck_secret import SagaDeckSecret
from .saga_deck_secret_basics import SagaDeckSecretBasics
from .saga_decline_thief import SagaDeclineThief
from .saga_decline_thief_type import SagaDeclineThiefType
from .saga_duel_game_reported_event import SagaDuelGameReportedEvent
from .saga_duel_game_reported_event_type import SagaDuelGameReportedEventType
from .saga_events_page import SagaEventsPage
from .saga_export import SagaExport
from .saga_exported_action import SagaExportedAction
from .saga_force_sale import SagaForceSale
from .saga_force_sale_type import SagaForceSaleType
from .saga_forced_sale_event import SagaForcedSaleEvent
from .saga_forced_sale_event_type import SagaForcedSaleEventType
from .saga_game_create_request import SagaGameCreateRequest
from .saga_game_detail import SagaGameDetail
from .saga_game_detail_by_reference import SagaGameDetailByReference
from .saga_glory_event import SagaGloryEvent
from .saga_glory_event_type import SagaGloryEventType
from .saga_gold_adjusted_event import SagaGoldAdjustedEvent
from .saga_gold_adjusted_event_type import SagaGoldAdjustedEventType
from .saga_gold_adjustment_proposed_event import SagaGoldAdjustmentProposedEvent
from .saga_gold_adjustment_proposed_event_type import SagaGoldAdjustmentProposedEventType
from .saga_gold_adjustment_refused_event import SagaGoldAdjustmentRefusedEvent
from .saga_gold_adjustment_refused_event_type import SagaGoldAdjustmentRefusedEventType
from .saga_hire_thief import SagaHireThief
from .saga_hire_thief_from import SagaHireThiefFrom
from .saga_hire_thief_type import SagaHireThiefType
from .saga_insurance_claimed_event import SagaInsuranceClaimedEvent
from .saga_insurance_claimed_event_type import SagaInsuranceClaimedEventType
from .saga_insure import SagaInsure
from .saga_insure_type import SagaInsureType
from .saga_insured_event import SagaInsuredEvent
from .saga_insured_event_type import SagaInsuredEventType
from .saga_learning_booster_dealt_event import SagaLearningBoosterDealtEvent
from .saga_learning_booster_dealt_event_type import SagaLearningBoosterDealtEventType
from .saga_log_entry import SagaLogEntry
from .saga_market_dealt_event import SagaMarketDealtEvent
from .saga_market_dealt_event_type import SagaMarketDealtEventType
from .saga_market_slot import SagaMarketSlot
from .saga_pass import SagaPass
from .saga_pass_type import SagaPassType
from .saga_passed_event import SagaPassedEvent
from .saga_passed_event_type import SagaPassedEventType
from .saga_pick import SagaPick
from .saga_pick_type import SagaPickType
from .saga_picked_event import SagaPickedEvent
from .saga_picked_event_type import SagaPickedEventType
from .saga_pile_sizes import SagaPileSizes
from .saga_play_draw_chosen_event import SagaPlayDrawChosenEvent
from .saga_play_draw_chosen_event_type import SagaPlayDrawChosenEventType
from .saga_player import SagaPlayer
from .saga_player_view import SagaPlayerView
from .saga_pool_refilled_event import SagaPoolRefilledEvent
from .saga_pool_refilled_event_type import SagaPoolRefilledEventType
from .saga_proof_of_concept_event import SagaProofOfConceptEvent
from .saga_proof_of_concept_event_type import SagaProofOfConceptEventType
from .saga_proposal import SagaProposal
from .saga_proposal_view import SagaProposalView
from .saga_refuse_adjustment import SagaRefuseAdjustment
from .saga_refuse_adjustment_type import SagaRefuseAdjustmentType
from .saga_register_deck import SagaRegisterDeck
from .saga_register_deck_basics import SagaRegisterDeckBasics
from .saga_register_deck_type import SagaRegisterDeckType
from .saga_registration import SagaRegistration
from .saga_registration_basics import SagaRegistrationBasics
from .saga_registration_view import SagaRegistrationView
from .saga_registration_view_basics import SagaRegistrationViewBasics
from .saga_report_duel_game import SagaReportDuelGame
from .saga_report_duel_game_type import SagaReportDuelGameType
from .saga_report_skirmish import SagaReportSkirmish
from .saga_report_skirmish_type import SagaReportSkirmishType
from .saga_reported_result import SagaReportedResult
from .saga_result_reported_event import SagaResultReportedEvent
from .saga_result_reported_event_type import SagaResultReportedEventType
from .saga_rules_view import SagaRulesView
from .saga_sell_proof_of_concept import SagaSellProofOfConcept
from .saga_sell_proof_of_concept_type import SagaSellProofOfConceptType
from .saga_sell_trending import SagaSellTrending
from .saga_sell_trending_type import SagaSellTrendingType
from .saga_settings import SagaSettings
from .saga_skirmish_reported_event import SagaSkirmishReportedEvent
from .saga_skirmish_reported_event_type import SagaSkirmishReportedEventType
from .saga_solomon_choose import SagaSolomonChoose
from .saga_solomon_choose_pile import SagaSolomonChoosePile
from .saga_solomon_choose_type import SagaSolomonChooseType
from .saga_solomon_chosen_event import SagaSolomonChosenEvent
from .saga_solomon_chosen_event_pile import SagaSolomonChosenEventPile
from .saga_solomon_chosen_event_type import SagaSolomonChosenEventType
from .saga_solomon_split import SagaSolomonSplit
from .saga_solomon_split_event import SagaSolomonSplitEvent
from .saga_solomon_split_event_type import SagaSolomonSplitEventType
from .saga_solomon_split_type import SagaSolomonSplitType
from .saga_state import SagaState
from .saga_steal import SagaSteal
from .saga_steal_type import SagaStealType
from .saga_stolen_secret import SagaStolenSecret
from .saga_theme_revealed_event import SagaThemeRevealedEvent
from .saga_theme_revealed_event_type import SagaThemeRevealedEventType
from .saga_theme_view import SagaThemeView
from .saga_thief_declined_event import SagaThiefDeclinedEvent
from .saga_thief_declined_event_type import SagaThiefDeclinedEventType
from .saga_thief_hired_event import SagaThiefHiredEvent
from .saga_thief_hired_event_type import SagaThiefHiredEventType
from .saga_thief_view import SagaThiefView
from .saga_timeline_point import SagaTimelinePoint
from .saga_trading_day_over_event import SagaTradingDayOverEvent
from .saga_trading_day_over_event_type import SagaTradingDayOverEventType
from .saga_trending_card import SagaTrendingCard
from .saga_trending_revealed_event import SagaTrendingRevealedEvent
from .saga_trending_revealed_event_type import SagaTrendingRevealedEventType
from .saga_trending_sold_event import SagaTrendingSoldEvent
from .saga_trending_sold_event_type import SagaTrendingSoldEventType
from .saga_undo_proposed_event import SagaUndoProposedEvent
from .saga_undo_proposed_event_type import SagaUndoProposedEventType
from .saga_undo_refused_event import SagaUndoRefusedEvent
from .saga_undo_refused_event_type import SagaUndoRefusedEventType
from .saga_undo_view import SagaUndoView
from .saga_undone_event import SagaUndoneEvent
from .saga_undone_event_type import SagaUndoneEventType
from .saga_view import SagaView
from .saga_view_by_reference import SagaViewByReference
from .saga_view_by_reference_cards import SagaViewByReferenceCards
from .saga_view_cards import SagaViewCards
from .saga_won_event import SagaWonEvent
from .saga_won_event_type import SagaWonEventType
from .sagas_deck_retrieve_as import SagasDeckRetrieveAs
from .seat_moved_event import SeatMovedEvent
from .seat_moved_event_type import SeatMovedEventType
from .seat_preferences import SeatPreferences
from .seat_released_event import SeatReleasedEvent
from .seat_released_event_type import SeatReleasedEventType
from .seat_summary import SeatSummary
from .seat_taken_event import SeatTakenEvent
from .seat_taken_event_type import SeatTakenEventType
from .signup_request import SignupRequest
from .subscribed import Subscribed
from .subscription_request import SubscriptionRequest
from .undo import Undo
from .undo_record import UndoRecord
from .undo_type import UndoType
from .unsubscribed import Unsubscribed
from .user_token import UserToken
from .you import You

__all__ = (
    "Auction",
    "AuctionActionAnswer",
    "AuctionAdjustGold",
    "AuctionAdjustGoldType",
    "AuctionBeginAuctionStep",
    "AuctionBeginAuctionStepType",
    "AuctionBid",
    "AuctionBidEvent",
    "AuctionBidEventType",
    "AuctionBidType",
    "AuctionBlockMakeup",
    "AuctionBlockPrices",
    "AuctionCameFromItem",
    "AuctionCard",
    "AuctionCardMovedEvent",
    "AuctionCardMovedEventFromZone",
    "AuctionCardMovedEventToZone",
    "AuctionCardMovedEventType",
    "AuctionCardPrices",
    "AuctionCardType",
    "AuctionCardView",
    "AuctionCardViewReference",
    "AuctionCast",
    "AuctionCastEvent",
    "AuctionCastEventTo",
    "AuctionCastEventType",
    "AuctionCastType",
    "AuctionCommander",
    "AuctionCommandersExchangedEvent",
    "AuctionCommandersExchangedEventType",
    "AuctionCommanderTakenEvent",
    "AuctionCommanderTakenEventType",
    "AuctionCommanderType",
    "AuctionCubeName",
    "AuctionDeckRanOutEvent",
    "AuctionDeckRanOutEventType",
    "AuctionDeckShuffledEvent",
    "AuctionDeckShuffledEventType",
    "AuctionDecline",
    "AuctionDeclinedEvent",
    "AuctionDeclinedEventType",
    "AuctionDeclineType",
    "AuctionDraw",
    "AuctionDrawType",
    "AuctionDrewEvent",
    "AuctionDrewEventType",
    "AuctionEndTurn",
    "AuctionEndTurnType",
    "AuctionEventsPage",
    "AuctionExport",
    "AuctionExportedAction",
    "AuctionFromDeck",
    "AuctionFromDeckType",
    "AuctionGameCreateRequest",
    "AuctionGameDetail",
    "AuctionGameDetailByReference",
    "AuctionGameOverEvent",
    "AuctionGameOverEventType",
    "AuctionGoldAdjustedEvent",
    "AuctionGoldAdjustedEventType",
    "AuctionGoldSpentEvent",
    "AuctionGoldSpentEventType",
    "AuctionGraveyardShuffledInEvent",
    "AuctionGraveyardShuffledInEventType",
    "AuctionGuide",
    "AuctioningStoppedEvent",
    "AuctioningStoppedEventType",
    "AuctionKeep",
    "AuctionKeepType",
    "AuctionKeptEvent",
    "AuctionKeptEventType",
    "AuctionKind",
    "AuctionLogEntry",
    "AuctionLookAtTop",
    "AuctionLookAtTopType",
    "AuctionLookedAtTopEvent",
    "AuctionLookedAtTopEventType",
    "AuctionLookedAtTopSecret",
    "AuctionLooking",
    "AuctionLookingView",
    "AuctionLookingViewByReference",
    "AuctionLotView",
    "AuctionLotViewByReference",
    "AuctionLotViewByReferenceCameFromItem",
    "AuctionLotViewByReferenceKind",
    "AuctionLotViewCameFromItem",
    "AuctionLotViewKind",
    "AuctionMill",
    "AuctionMilledEvent",
    "AuctionMilledEventType",
    "AuctionMillType",
    "AuctionMoveCard",
    "AuctionMoveCardToZone",
    "AuctionMoveCardType",
    "AuctionNextAuction",
    "AuctionNextAuctionType",
    "AuctionOpenedEvent",
    "AuctionOpenedEventCameFromItem",
    "AuctionOpenedEventKind",
    "AuctionOpenedEventType",
    "AuctionPlayer",
    "AuctionPlayerLostEvent",
    "AuctionPlayerLostEventType",
    "AuctionPlayerView",
    "AuctionPlayerViewByReference",
    "AuctionPricesPage",
    "AuctionPurchase",
    "AuctionPurchaseView",
    "AuctionPurchaseViewByReference",
    "AuctionPutOnBottom",
    "AuctionPutOnBottomType",
    "AuctionPutOnDeckEvent",
    "AuctionPutOnDeckEventFromZone",
    "AuctionPutOnDeckEventType",
    "AuctionPutOnTop",
    "AuctionPutOnTopType",
    "AuctionReorderedTopEvent",
    "AuctionReorderedTopEventType",
    "AuctionReorderedTopSecret",
    "AuctionReorderTop",
    "AuctionReorderTopType",
    "AuctionReportedResult",
    "AuctionReportResult",
    "AuctionReportResultType",
    "AuctionReserveSwitchedInEvent",
    "AuctionReserveSwitchedInEventType",
    "AuctionResultReportedEvent",
    "AuctionResultReportedEventType",
    "AuctionResumeAuctioning",
    "AuctionResumeAuctioningType",
    "AuctionRevealedEvent",
    "AuctionRevealedEventType",
    "AuctionRevealedUntilCreatureEvent",
    "AuctionRevealedUntilCreatureEventType",
    "AuctionRevealUntilCreature",
    "AuctionRevealUntilCreatureType",
    "AuctionSettings",
    "AuctionSettingsEmptyDeckPolicy",
    "AuctionSettingsOwnedAuctionStarts",
    "AuctionShare",
    "AuctionShuffleDeck",
    "AuctionShuffleDeckType",
    "AuctionSoldEvent",
    "AuctionSoldEventType",
    "AuctionSpendGold",
    "AuctionSpendGoldType",
    "AuctionState",
    "AuctionStatePhase",
    "AuctionStepBeganEvent",
    "AuctionStepBeganEventType",
    "AuctionStepEndedEvent",
    "AuctionStepEndedEventType",
    "AuctionStopAuctioning",
    "AuctionStopAuctioningType",
    "AuctionStopVoteEvent",
    "AuctionStopVoteEventType",
    "AuctionStopVoteWithdrawnEvent",
    "AuctionStopVoteWithdrawnEventType",
    "AuctionTableView",
    "AuctionTableViewByReference",
    "AuctionTableViewByReferencePhase",
    "AuctionTableViewPhase",
    "AuctionTurnBeganEvent",
    "AuctionTurnBeganEventType",
    "AuctionTurnEndedEvent",
    "AuctionTurnEndedEventType",
    "AuctionUndoConsentedEvent",
    "AuctionUndoConsentedEventType",
    "AuctionUndoneEvent",
    "AuctionUndoneEventType",
    "AuctionUndoProposal",
    "AuctionUndoProposedEvent",
    "AuctionUndoProposedEventType",
    "AuctionUndoRefusedEvent",
    "AuctionUndoRefusedEventType",
    "AuctionUnsoldEvent",
    "AuctionUnsoldEventType",
    "BattlerActionAnswer",
    "BattlerAugmentChosenEvent",
    "BattlerAugmentChosenEventType",
    "BattlerAugmentsDealtEvent",
    "BattlerAugmentsDealtEventType",
    "BattlerAugmentsSecret",
    "BattlerBasicsChangedEvent",
    "BattlerBasicsChangedEventBasics",
    "BattlerBasicsChangedEventType",
    "BattlerBasicsChosenEvent",
    "BattlerBasicsChosenEventBasics",
    "BattlerBasicsChosenEventType",
    "BattlerBuyBasic",
    "BattlerBuyBasicType",
    "BattlerCannotDecide",
    "BattlerCannotDecideType",
    "BattlerCardSecret",
    "BattlerCarouselEvent",
    "BattlerCarouselEventType",
    "BattlerCarouselPick",
    "BattlerCarouselPickType",
    "BattlerChooseAugment",
    "BattlerChooseAugmentType",
    "BattlerChooseBasics",
    "BattlerChooseBasicsBasics",
    "BattlerChooseBasicsType",
    "BattlerConfirmResult",
    "BattlerConfirmResultType",
    "BattlerCreateSettings",
    "BattlerCreateSettingsAugmentRest",
    "BattlerCreateSettingsAugments",
    "BattlerCreateSettingsCarouselAt",
    "BattlerCreateSettingsCarouselOrder",
    "BattlerCreateSettingsCarouselSource",
    "BattlerCreateSettingsDamage",
    "BattlerCreateSettingsDeadPlay",
    "BattlerCreateSettingsFirstPairing",
    "BattlerCreateSettingsFirstPhase",
    "BattlerCreateSettingsFirstPlayer",
    "BattlerCreateSettingsGhostRule",
    "BattlerCreateSettingsLethalDraw",
    "BattlerCreateSettingsLevelName",
    "BattlerCreateSettingsLife",
    "BattlerCreateSettingsPairing",
    "BattlerCreateSettingsPreset",
    "BattlerCreateSettingsReshuffle",
    "BattlerCreateSettingsShop",
    "BattlerDisputeResult",
    "BattlerDisputeResultType",
    "BattlerDoneShopping",
    "BattlerDoneShoppingEvent",
    "BattlerDoneShoppingEventType",
    "BattlerDoneShoppingType",
    "BattlerDraftEndedEvent",
    "BattlerDraftEndedEventType",
    "BattlerDraftStartedEvent",
    "BattlerDraftStartedEventType",
    "BattlerEliminatedEvent",
    "BattlerEliminatedEventType",
    "BattlerEventsPage",
    "BattlerExport",
    "BattlerExportedAction",
    "BattlerGameCreateRequest",
    "BattlerGameDetail",
    "BattlerGameDetailByReference",
    "BattlerGameOverEvent",
    "BattlerGameOverEventType",
    "BattlerGameResultEvent",
    "BattlerGameResultEventType",
    "BattlerGhostRuleEvent",
    "BattlerGhostRuleEventType",
    "BattlerHandSecret",
    "BattlerHandSelectedEvent",
    "BattlerHandSelectedEventType",
    "BattlerLogEntry",
    "BattlerNoWinnerEvent",
    "BattlerNoWinnerEventType",
    "BattlerPackDealtEvent",
    "BattlerPackDealtEventType",
    "BattlerPackSecret",
    "BattlerPairedEvent",
    "BattlerPairedEventType",
    "BattlerPairing",
    "BattlerPairingResultType1",
    "BattlerPairingStatus",
    "BattlerPick",
    "BattlerPickedEvent",
    "BattlerPickedEventType",
    "BattlerPickedFromPackEvent",
    "BattlerPickedFromPackEventType",
    "BattlerPickType",
    "BattlerPlayer",
    "BattlerPlayerBasics",
    "BattlerPlayerView",
    "BattlerPlayerViewBasics",
    "BattlerPlayoffEvent",
    "BattlerPlayoffEventType",
    "BattlerPlayoffWonEvent",
    "BattlerPlayoffWonEventType",
    "BattlerPreset",
    "BattlerPresets",
    "BattlerReplayEvent",
    "BattlerReplayEventType",
    "BattlerReportResult",
    "BattlerReportResultResult",
    "BattlerReportResultType",
    "BattlerReroll",
    "BattlerRerolledEvent",
    "BattlerRerolledEventType",
    "BattlerRerollType",
    "BattlerResultConfirmedEvent",
    "BattlerResultConfirmedEventType",
    "BattlerResultDisputedEvent",
    "BattlerResultDisputedEventType",
    "BattlerResultReportedEvent",
    "BattlerResultReportedEventResult",
    "BattlerResultReportedEventType",
    "BattlerRochesterPick",
    "BattlerRochesterPickType",
    "BattlerSelectHand",
    "BattlerSelectHandType",
    "BattlerSettings",
    "BattlerSettingsAugmentRest",
    "BattlerSettingsAugments",
    "BattlerSettingsCarouselAt",
    "BattlerSettingsCarouselOrder",
    "BattlerSettingsCarouselSource",
    "BattlerSettingsDamage",
    "BattlerSettingsDeadPlay",
    "BattlerSettingsFirstPairing",
    "BattlerSettingsFirstPhase",
    "BattlerSettingsFirstPlayer",
    "BattlerSettingsGhostRule",
    "BattlerSettingsLethalDraw",
    "BattlerSettingsLevelName",
    "BattlerSettingsLife",
    "BattlerSettingsOverrides",
    "BattlerSettingsOverridesAugmentRest",
    "BattlerSettingsOverridesAugments",
    "BattlerSettingsOverridesCarouselAt",
    "BattlerSettingsOverridesCarouselOrder",
    "BattlerSettingsOverridesCarouselSource",
    "BattlerSettingsOverridesDamage",
    "BattlerSettingsOverridesDeadPlay",
    "BattlerSettingsOverridesFirstPairing",
    "BattlerSettingsOverridesFirstPhase",
    "BattlerSettingsOverridesFirstPlayer",
    "BattlerSettingsOverridesGhostRule",
    "BattlerSettingsOverridesLethalDraw",
    "BattlerSettingsOverridesLevelName",
    "BattlerSettingsOverridesLife",
    "BattlerSettingsOverridesPairing",
    "BattlerSettingsOverridesPreset",
    "BattlerSettingsOverridesReshuffle",
    "BattlerSettingsOverridesShop",
    "BattlerSettingsPairing",
    "BattlerSettingsReshuffle",
    "BattlerSettingsShop",
    "BattlerShiftBasics",
    "BattlerShiftBasicsGive",
    "BattlerShiftBasicsTake",
    "BattlerShiftBasicsType",
    "BattlerSnapshot",
    "BattlerSnapshotBasics",
    "BattlerStanding",
    "BattlerStandings",
    "BattlerState",
    "BattlerStatePhase",
    "BattlerSwapBasic",
    "BattlerSwapBasicType",
    "BattlerTrade",
    "BattlerTradedEvent",
    "BattlerTradedEventType",
    "BattlerTradeSecret",
    "BattlerTradeType",
    "BattlerTrash",
    "BattlerTrashedEvent",
    "BattlerTrashedEventType",
    "BattlerTrashType",
    "BattlerUndoneEvent",
    "BattlerUndoneEventBasics",
    "BattlerUndoneEventType",
    "BattlerView",
    "BattlerViewByReference",
    "BattlerViewByReferenceCards",
    "BattlerViewByReferenceCounters",
    "BattlerViewCards",
    "BattlerViewCounters",
    "BlankEnum",
    "BoardCount",
    "BoardEnum",
    "Card",
    "CardFace",
    "CardFacts",
    "CardFactsCards",
    "CardListExportRequest",
    "CardReference",
    "CardsExportCreateAs",
    "CardsImageRetrieveFace",
    "CatalogueCard",
    "CatalogueCardFace",
    "CatalogueFaces",
    "ConfirmResult",
    "ConfirmResultType",
    "ConsentUndo",
    "ConsentUndoType",
    "CreatedGame",
    "CredentialsRequest",
    "Cube",
    "CubeCard",
    "CubeCardModuleEnum",
    "CubeCobraImportRequest",
    "CubeDetail",
    "CubeImported",
    "CubeImportedLeftOut",
    "CubeJob",
    "CubeModuleEnum",
    "CubeRefreshed",
    "CubeRefreshRequest",
    "CubeRow",
    "CubesCardsListBoard",
    "CubesCardsListModule",
    "CubesExportRetrieveAs",
    "CubeSummary",
    "CubeSummaryByColorCategory",
    "CubeSummaryByModule",
    "CubeSummaryByType",
    "CubeUploadRequest",
    "DisputeResult",
    "DisputeResultType",
    "Ending",
    "Error",
    "FieldProblem",
    "FormatEnum",
    "FuzzyMatch",
    "JobError",
    "JoinCode",
    "Joined",
    "JoinRequest",
    "KeysRequest",
    "LedgerEntry",
    "LineProblem",
    "MeGamesListStatus",
    "MissingFact",
    "MyGame",
    "MyPlace",
    "PaginatedCubeCardList",
    "PaginatedCubeList",
    "PaginatedMyGameList",
    "PatchedSeatPreferencesRequest",
    "PresetRequest",
    "ProposeUndo",
    "ProposeUndoType",
    "PushStatus",
    "RefuseUndo",
    "RefuseUndoType",
    "ResultConfirmedEvent",
    "ResultConfirmedEventType",
    "ResultDisputedEvent",
    "ResultDisputedEventType",
    "RngPosition",
    "SagaActionAnswer",
    "SagaAdjustGold",
    "SagaAdjustGoldType",
    "SagaBoosterDealtEvent",
    "SagaBoosterDealtEventType",
    "SagaBoosterLeftoversEvent",
    "SagaBoosterLeftoversEventType",
    "SagaBoosterPassedEvent",
    "SagaBoosterPassedEventType",
    "SagaBoughtEvent",
    "SagaBoughtEventType",
    "SagaBuy",
    "SagaBuyType",
    "SagaCardsSecret",
    "SagaCardStolenEvent",
    "SagaCardStolenEventType",
    "SagaChoosePlayDraw",
    "SagaChoosePlayDrawType",
    "SagaConsentAdjustment",
    "SagaConsentAdjustmentType",
    "SagaDealBoosters",
    "SagaDealBoostersType",
    "SagaDealFair",
    "SagaDealFairType",
    "SagaDealLearningBooster",
    "SagaDealLearningBoosterType",
    "SagaDealMarket",
    "SagaDealMarketType",
    "SagaDealTheme",
    "SagaDealThemeType",
    "SagaDeckRegisteredEvent",
    "SagaDeckRegisteredEventType",
    "SagaDeckSecret",
    "SagaDeckSecretBasics",
    "SagaDeclineThief",
    "SagaDeclineThiefType",
    "SagaDuelGameReportedEvent",
    "SagaDuelGameReportedEventType",
    "SagaEventsPage",
    "SagaExport",
    "SagaExportedAction",
    "SagaForcedSaleEvent",
    "SagaForcedSaleEventType",
    "SagaForceSale",
    "SagaForceSaleType",
    "SagaGameCreateRequest",
    "SagaGameDetail",
    "SagaGameDetailByReference",
    "SagaGloryEvent",
    "SagaGloryEventType",
    "SagaGoldAdjustedEvent",
    "SagaGoldAdjustedEventType",
    "SagaGoldAdjustmentProposedEvent",
    "SagaGoldAdjustmentProposedEventType",
    "SagaGoldAdjustmentRefusedEvent",
    "SagaGoldAdjustmentRefusedEventType",
    "SagaHireThief",
    "SagaHireThiefFrom",
    "SagaHireThiefType",
    "SagaInsuranceClaimedEvent",
    "SagaInsuranceClaimedEventType",
    "SagaInsure",
    "SagaInsuredEvent",
    "SagaInsuredEventType",
    "SagaInsureType",
    "SagaLearningBoosterDealtEvent",
    "SagaLearningBoosterDealtEventType",
    "SagaLogEntry",
    "SagaMarketDealtEvent",
    "SagaMarketDealtEventType",
    "SagaMarketSlot",
    "SagaPass",
    "SagaPassedEvent",
    "SagaPassedEventType",
    "SagaPassType",
    "SagaPick",
    "SagaPickedEvent",
    "SagaPickedEventType",
    "SagaPickType",
    "SagaPileSizes",
    "SagaPlayDrawChosenEvent",
    "SagaPlayDrawChosenEventType",
    "SagaPlayer",
    "SagaPlayerView",
    "SagaPoolRefilledEvent",
    "SagaPoolRefilledEventType",
    "SagaProofOfConceptEvent",
    "SagaProofOfConceptEventType",
    "SagaProposal",
    "SagaProposalView",
    "SagaRefuseAdjustment",
    "SagaRefuseAdjustmentType",
    "SagaRegisterDeck",
    "SagaRegisterDeckBasics",
    "SagaRegisterDeckType",
    "SagaRegistration",
    "SagaRegistrationBasics",
    "SagaRegistrationView",
    "SagaRegistrationViewBasics",
    "SagaReportDuelGame",
    "SagaReportDuelGameType",
    "SagaReportedResult",
    "SagaReportSkirmish",
    "SagaReportSkirmishType",
    "SagaResultReportedEvent",
    "SagaResultReportedEventType",
    "SagaRulesView",
    "SagasDeckRetrieveAs",
    "SagaSellProofOfConcept",
    "SagaSellProofOfConceptType",
    "SagaSellTrending",
    "SagaSellTrendingType",
    "SagaSettings",
    "SagaSkirmishReportedEvent",
    "SagaSkirmishReportedEventType",
    "SagaSolomonChoose",
    "SagaSolomonChoosePile",
    "SagaSolomonChooseType",
    "SagaSolomonChosenEvent",
    "SagaSolomonChosenEventPile",
    "SagaSolomonChosenEventType",
    "SagaSolomonSplit",
    "SagaSolomonSplitEvent",
    "SagaSolomonSplitEventType",
    "SagaSolomonSplitType",
    "SagaState",
    "SagaSteal",
    "SagaStealType",
    "SagaStolenSecret",
    "SagaThemeRevealedEvent",
    "SagaThemeRevealedEventType",
    "SagaThemeView",
    "SagaThiefDeclinedEvent",
    "SagaThiefDeclinedEventType",
    "SagaThiefHiredEvent",
    "SagaThiefHiredEventType",
    "SagaThiefView",
    "SagaTimelinePoint",
    "SagaTradingDayOverEvent",
    "SagaTradingDayOverEventType",
    "SagaTrendingCard",
    "SagaTrendingRevealedEvent",
    "SagaTrendingRevealedEventType",
    "SagaTrendingSoldEvent",
    "SagaTrendingSoldEventType",
    "SagaUndoneEvent",
    "SagaUndoneEventType",
    "SagaUndoProposedEvent",
    "SagaUndoProposedEventType",
    "SagaUndoRefusedEvent",
    "SagaUndoRefusedEventType",
    "SagaUndoView",
    "SagaView",
    "SagaViewByReference",
    "SagaViewByReferenceCards",
    "SagaViewCards",
    "SagaWonEvent",
    "SagaWonEventType",
    "SeatMovedEvent",
    "SeatMovedEventType",
    "SeatPreferences",
    "SeatReleasedEvent",
    "SeatReleasedEventType",
    "SeatSummary",
    "SeatTakenEvent",
    "SeatTakenEventType",
    "SignupRequest",
    "Subscribed",
    "SubscriptionRequest",
    "Undo",
    "UndoRecord",
    "UndoType",
    "Unsubscribed",
    "UserToken",
    "You",
)
