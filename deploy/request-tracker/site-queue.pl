# Request Tracker 5 initialdata for the queue the site hands support requests to:
#
#   HELPDESK_RT_QUEUE=Support rt-setup-database-5 --action insert --datafile site-queue.pl
#
# HELPDESK_RT_QUEUE as the site's setting (default General). Running it again changes nothing; run
# it again after adding an autoreply scrip or changing the template one uses.
#
# 1. No autoreply when a ticket is made there. Whoever fills in the site's form may type anyone's
#    address, and RT's autoreply would mail that address the subject a stranger wrote; the site mails
#    the requester its own receipt instead, in fixed words (docs/decisions/038). RT's way to silence
#    a scrip for one queue (docs/customizing/templates.pod, "blank template"): each scrip that
#    autoreplies and applies to the queue gets, in that queue, a blank template of its template's
#    name, which its action takes as "send nothing". Other queues keep their autoreply.
# 2. A ticket waiting on its requester (stalled) opens again when the requester writes in, by e-mail
#    or otherwise (docs/decisions/040). RT's own "On Correspond Open Inactive Tickets" leaves a
#    stalled ticket stalled (stalled is one of its active statuses); its action "Open Tickets"
#    (AutoOpen) would also open it on staff's own correspondence.
use strict;
use warnings;

my $site_queue = sub {
    my $name  = $ENV{HELPDESK_RT_QUEUE} || 'General';
    my $queue = RT::Queue->new( RT->SystemUser );
    $queue->Load($name);
    die "no queue named '$name'\n" unless $queue->id;
    return ( $queue, $name );
};

our @Final = (
    sub {
        my ( $queue, $name ) = $site_queue->();
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->UnLimit;
        while ( my $scrip = $scrips->Next ) {
            next unless $scrip->ScripActionObj->ExecModule eq 'Autoreply';
            next unless $scrip->IsGlobal || $scrip->IsAdded( $queue->id );
            my $template = RT::Template->new( RT->SystemUser );
            $template->LoadQueueTemplate( Queue => $queue->id, Name => $scrip->Template );
            my ( $ok, $why ) =
                  !$template->id      ? $template->Create(
                      Queue       => $queue->id,
                      Name        => $scrip->Template,
                      Type        => 'Simple',
                      Content     => '',
                      Description => 'Blank: the site mails the requester its own receipt',
                  )
                : $template->IsEmpty ? (1)
                :                      $template->SetContent('');
            die "template '${\ $scrip->Template }' of queue '$name' not made blank: $why\n" unless $ok;
            print "Queue '$name': scrip '${\ $scrip->Description }' sends nothing (template '${\ $scrip->Template }' blank)\n";
        }
    },
    sub {
        my ( $queue, $name ) = $site_queue->();
        my $description = 'On Correspond by a requestor open a stalled ticket';
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->Limit( FIELD => 'Description', VALUE => $description );
        return if $scrips->Count;
        my $scrip = RT::Scrip->new( RT->SystemUser );
        my ( $ok, $why ) = $scrip->Create(
            Queue                  => $queue->id,
            Description            => $description,
            ScripCondition         => 'User Defined',
            ScripAction            => 'User Defined',
            Template               => 'Blank',
            CustomIsApplicableCode => q{
                my $txn = $self->TransactionObj;
                return 0 unless $txn->Type eq 'Correspond' && $self->TicketObj->Status eq 'stalled';
                return $self->TicketObj->Requestors->HasMemberRecursively( $txn->CreatorObj->PrincipalObj ) ? 1 : 0;
            },
            CustomPrepareCode => 'return 1;',
            CustomCommitCode  => q{ my ($ok) = $self->TicketObj->SetStatus('open'); return $ok; },
        );
        die "scrip '$description' of queue '$name' not made: $why\n" unless $ok;
        print "Queue '$name': scrip '$description' made\n";
    },
);

1;
