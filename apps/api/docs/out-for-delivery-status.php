<?php
/**
 * Plugin Name: Stato ordine "In consegna"
 * Description: Registers the shop's order status wc-out-for-delivery ("In consegna"), set by the
 *              shop's admin and by the dispatch sheet's "Partito". Copy into wp-content/mu-plugins/.
 *
 * WooCommerce's REST API lists (and accepts) every status of wc_get_order_statuses(), so once this
 * runs, GET/PUT wc/v3/orders accept status "out-for-delivery". Like processing and completed, it is
 * a paid status and one that has taken the order's stock.
 */

defined('ABSPATH') || exit;

add_action('init', function () {
    register_post_status('wc-out-for-delivery', [
        'label'                     => 'In consegna',
        'public'                    => false,
        'exclude_from_search'       => false,
        'show_in_admin_all_list'    => true,
        'show_in_admin_status_list' => true,
        /* translators: %s: number of orders */
        'label_count'               => _n_noop('In consegna <span class="count">(%s)</span>', 'In consegna <span class="count">(%s)</span>'),
    ]);
});

add_filter('wc_order_statuses', function (array $statuses): array {
    $result = [];
    foreach ($statuses as $key => $label) {
        $result[$key] = $label;
        if ($key === 'wc-on-hold') {
            $result['wc-out-for-delivery'] = 'In consegna';
        }
    }
    return $result;
});

// Paid like processing and completed (is_paid(), the paid date), and its stock stays taken.
add_filter('woocommerce_order_is_paid_statuses', fn(array $statuses) => array_merge($statuses, ['out-for-delivery']));
